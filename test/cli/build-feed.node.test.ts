/**
 * `job-board-element build` writes a feed of its job pages beside sitemap.xml (RSS `feed.xml` by
 * default, `--feed atom|json|none`) and links it from every page's head.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiPost, build, sitemapLocs, startApi, TEMPLATE, workFolder, type ApiFixture } from './build-fixture.js';
import { children, parseXml, textOf } from './feed-fixture.js';
import { jobSlug } from '../../src/routing/slug.js';

let api: ApiFixture;

before(async () => {
  api = await startApi();
});

after(() => api.close());

const POSTS = [
  apiPost('jp_1', { title: 'Engineer & <Friend>', description: '<p>Build <b>things</b>.</p><script>alert(1)</script>' }),
  apiPost('jp_2', { ats_department: { name: 'Sales' }, ats_offices: [{ name: 'Paris' }] }),
  apiPost('jp 3'),
];

/** The `<link rel="alternate">`s of a page's head. */
function alternateLinks(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="alternate"[^>]*>/g)].map((match) => match[0]);
}


describe('job-board-element build: the feed', { concurrency: 2 }, () => {
  it('writes feed.xml (RSS 2.0) of the job pages, linked from every page, and says so in its summary', async () => {
    const base = await api.sandbox({ posts: POSTS });
    const folder = workFolder();
    try {
      const run = await build(base, folder);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stderr, /Wrote \d+ pages, 0 unchanged, 0 removed, in [\d.]+ s\. Feed: feed\.xml, 3 jobs \(RSS 2\.0\)\./);
      const rss = parseXml(readFileSync(join(folder.out, 'feed.xml'), 'utf8'));
      const channel = children(rss, 'channel')[0]!;
      assert.equal(textOf(channel, 'title'), 'Careers');
      assert.equal(textOf(channel, 'link'), 'https://example.com/careers/');
      assert.equal(textOf(channel, 'language'), 'en');
      assert.equal(children(channel, 'atom:link')[0]!.attributes.href, 'https://example.com/careers/feed.xml');
      const items = children(channel, 'item');
      assert.deepEqual(items.map((item) => textOf(item, 'link')), sitemapLocs(folder.out), 'the job pages, as the sitemap lists them');
      assert.equal(textOf(items[0]!, 'title'), 'Engineer & <Friend>');
      assert.equal(textOf(items[0]!, 'description'), 'Build things.', 'the text the page shows: no markup, no script');
      assert.deepEqual(children(items[1]!, 'category').map((category) => category.text), ['Sales', 'Paris']);

      const link = '<link rel="alternate" type="application/rss+xml" title="Careers" href="https://example.com/careers/feed.xml">';
      for (const page of ['index.html', 'jobs/jp_1/index.html', `jobs/${jobSlug('jp 3')}/index.html`]) {
        assert.deepEqual(alternateLinks(readFileSync(join(folder.out, page), 'utf8')), [link], page);
      }

      const again = await build(base, folder);
      assert.match(again.stderr, /Wrote 0 pages, \d+ unchanged, 0 removed, .* Feed: feed\.xml, 3 jobs/, 'an unchanged feed is not rewritten');
    } finally {
      folder.remove();
    }
  });

  it('--feed atom writes atom.xml, --feed json feed.json, each linked with its media type', async () => {
    const base = await api.sandbox({ posts: POSTS });
    for (const [format, file, type] of [
      ['atom', 'atom.xml', 'application/atom+xml'],
      ['json', 'feed.json', 'application/feed+json'],
    ] as const) {
      const folder = workFolder();
      try {
        const run = await build(base, folder, ['--feed', format]);
        assert.equal(run.status, 0, run.stderr);
        assert.ok(!existsSync(join(folder.out, 'feed.xml')));
        const text = readFileSync(join(folder.out, file), 'utf8');
        if (format === 'atom') {
          const feed = parseXml(text);
          assert.equal(textOf(feed, 'id'), 'https://example.com/careers/');
          assert.equal(textOf(children(feed, 'author')[0]!, 'name')?.trim(), 'Example', "the board's organization");
          assert.equal(children(feed, 'entry').length, 3);
        } else {
          const feed = JSON.parse(text) as { version: string; feed_url: string; language: string; items: { url: string }[] };
          assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
          assert.equal(feed.feed_url, 'https://example.com/careers/feed.json');
          assert.equal(feed.language, 'en');
          assert.deepEqual(feed.items.map((item) => item.url), sitemapLocs(folder.out));
        }
        assert.deepEqual(alternateLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')), [
          `<link rel="alternate" type="${type}" title="Careers" href="https://example.com/careers/${file}">`,
        ]);
      } finally {
        folder.remove();
      }
    }
  });

  it("--feed none writes no feed and no link; an unknown --feed is a usage error", async () => {
    const base = await api.sandbox({ posts: POSTS });
    const folder = workFolder();
    try {
      const run = await build(base, folder, ['--feed', 'none']);
      assert.equal(run.status, 0, run.stderr);
      assert.doesNotMatch(run.stderr, /Feed:/);
      assert.ok(!existsSync(join(folder.out, 'feed.xml')));
      assert.deepEqual(alternateLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')), []);
      const bad = await build(base, folder, ['--feed', 'xml']);
      assert.equal(bad.status, 2);
      assert.match(bad.stderr, /--feed must be "rss", "atom", "json" or "none"/);
    } finally {
      folder.remove();
    }
  });

  it("replaces the template's own link to the same feed, and keeps its link to another feed", async () => {
    const base = await api.sandbox({ posts: POSTS });
    const folder = workFolder();
    try {
      const blog = '<link rel="alternate" type="application/rss+xml" title="Blog" href="/blog/feed.xml">';
      writeFileSync(folder.template, TEMPLATE.replace('<title>Careers</title>', `<title>Careers</title>${blog}<link rel="alternate" type="application/rss+xml" href="/careers/feed.xml" title="Old">`));
      const run = await build(base, folder);
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(alternateLinks(readFileSync(join(folder.out, 'jobs/jp_2/index.html'), 'utf8')), [
        blog,
        '<link rel="alternate" type="application/rss+xml" title="Careers" href="https://example.com/careers/feed.xml">',
      ]);
    } finally {
      folder.remove();
    }
  });
});
