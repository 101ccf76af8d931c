/**
 * `job-board-element feed` end to end, in-process against the reference API (build-fixture.ts's
 * server): each format's document, its items linking to the URLs the sitemap lists, escaping and
 * the characters XML can't hold, and the command's errors. The XML is read by feed-fixture.ts's
 * strict reader: well-formed or the test fails.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { rfc822Date } from '../../src/cli/feed/rss.js';
import { withoutNonXmlChars, xmlText } from '../../src/cli/feed/xml-text.js';
import { writeWhole } from '../../src/cli/write-whole.js';
import { apiPost, startApi, TOKEN, type ApiFixture } from './build-fixture.js';
import { child, children, parseXml, textOf, unescape, type XmlElement } from './feed-fixture.js';

const PAGE_URL = 'https://www.example.com/careers';

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

let api: ApiFixture;
const work = mkdtempSync(join(tmpdir(), 'job-board-feed-'));

before(async () => {
  api = await startApi();
});

after(async () => {
  await api.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the command line in-process. */
async function cli(args: string[], env: Record<string, string> = { JOB_BOARDS_TOKEN: TOKEN }, extra: Partial<CliIo> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    env,
    stdout: async (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    writeFile: writeWhole,
    ...extra,
  };
  const status = await main(args, io, '0.0.0-test');
  return { status, stdout, stderr };
}


/** The sitemap's `<loc>`s for the same page: the feeds must link to exactly these. */
async function sitemapLocs(base: string, extra: string[] = []): Promise<string[]> {
  const run = await cli(['sitemap', '--base-url', base, '--page-url', PAGE_URL, ...extra]);
  assert.equal(run.status, 0, run.stderr);
  return [...run.stdout.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => unescape(match[1]!));
}

interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url?: string;
  description: string;
  items: { id: string; url: string; title: string; content_text: string; date_published?: string; date_modified?: string; tags?: string[] }[];
}

describe('job-board-element feed', { concurrency: 4 }, () => {
  it('RSS 2.0 by default: a channel and an item per open job, linking where the sitemap does', async () => {
    const run = await cli(['feed', '--base-url', api.origin, '--page-url', PAGE_URL]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, '');
    const rss = parseXml(run.stdout);
    assert.equal(rss.name, 'rss');
    assert.equal(rss.attributes.version, '2.0');
    const channel = child(rss, 'channel')!;
    assert.equal(textOf(channel, 'title'), 'Jobs at www.example.com');
    assert.equal(textOf(channel, 'link'), PAGE_URL);
    assert.ok(textOf(channel, 'description'));
    assert.equal(child(channel, 'atom:link'), undefined, 'no rel=self without --feed-url');
    const items = children(channel, 'item');
    const locs = await sitemapLocs(api.origin);
    assert.equal(items.length, 174);
    assert.deepEqual(items.map((item) => textOf(item, 'link')), locs);
    for (const item of items) {
      const guid = child(item, 'guid')!;
      assert.equal(guid.attributes.isPermaLink, 'true');
      assert.equal(guid.text, textOf(item, 'link'));
      assert.ok(textOf(item, 'title'));
      assert.match(textOf(item, 'pubDate')!, /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      const categories = children(item, 'category');
      assert.equal(categories.filter((category) => category.attributes.domain === 'department').length, 1);
      assert.ok(categories.some((category) => category.attributes.domain === 'location'));
      // RSS readers render <description> as HTML: the plain-text summary comes escaped once more
      // ("Learning &amp; Development"), and its 300 characters are the text's, read back.
      const summary = textOf(item, 'description')!;
      const read = summary.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!);
      assert.ok(read.length > 20 && read.length <= 300, summary);
      assert.doesNotMatch(summary, /<|&lt;p/);
    }
  });

  it('Atom 1.0: feed id, title, updated, author, self link with --feed-url, and an entry per job', async () => {
    const feedUrl = 'https://www.example.com/careers/atom.xml';
    const run = await cli(['feed', '--base-url', api.origin, '--page-url', PAGE_URL, '--format', 'atom', '--feed-url', feedUrl, '--title', 'Careers at Example']);
    assert.equal(run.status, 0, run.stderr);
    const feed = parseXml(run.stdout);
    assert.equal(feed.name, 'feed');
    assert.equal(feed.attributes.xmlns, 'http://www.w3.org/2005/Atom');
    assert.equal(textOf(feed, 'id'), PAGE_URL);
    assert.equal(textOf(feed, 'title'), 'Careers at Example');
    assert.match(textOf(feed, 'updated')!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    assert.equal(textOf(child(feed, 'author')!, 'name'), 'Careers at Example');
    const links = children(feed, 'link');
    assert.deepEqual(links.find((link) => link.attributes.rel === 'self')?.attributes, { rel: 'self', type: 'application/atom+xml', href: feedUrl });
    assert.equal(links.find((link) => link.attributes.rel === 'alternate')?.attributes.href, PAGE_URL);
    const entries = children(feed, 'entry');
    assert.deepEqual(entries.map((entry) => textOf(entry, 'id')), await sitemapLocs(api.origin));
    for (const entry of entries) {
      assert.equal(child(entry, 'link')!.attributes.href, textOf(entry, 'id'));
      assert.match(textOf(entry, 'published')!, /Z$/);
      assert.match(textOf(entry, 'updated')!, /Z$/);
      assert.ok(textOf(entry, 'updated')! >= textOf(entry, 'published')!);
      assert.ok(textOf(entry, 'summary'));
      assert.ok(children(entry, 'category').length >= 2, 'department and place');
    }
  });

  it('JSON Feed 1.1: version, items with id, url, title, content_text, date_published and tags', async () => {
    const run = await cli(['feed', '--base-url', api.origin, '--page-url', PAGE_URL, '--format=json', '--feed-url', 'https://www.example.com/careers/feed.json']);
    assert.equal(run.status, 0, run.stderr);
    const feed = JSON.parse(run.stdout) as JsonFeed;
    assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
    assert.equal(feed.home_page_url, PAGE_URL);
    assert.equal(feed.feed_url, 'https://www.example.com/careers/feed.json');
    assert.deepEqual(feed.items.map((item) => item.url), await sitemapLocs(api.origin));
    for (const item of feed.items) {
      assert.equal(item.id, item.url);
      assert.ok(item.title && item.content_text);
      assert.ok(item.content_text.length <= 300);
      assert.equal(new Date(item.date_published!).toISOString(), item.date_published);
      assert.ok(item.tags && item.tags.length >= 2);
    }
  });

  it('escapes <, &, quotes, drops the characters XML 1.0 forbids, and summarises only the text a reader sees', async () => {
    const base = await api.sandbox({
      posts: [
        apiPost('a&b "c"', {
          title: 'Lead <Engineer> & "Friends" \'n\' co\u0000\u0001\u0008\u000B\uFFFE',
          ats_department: { name: 'R&D <Core>' },
          ats_offices: [{ name: 'Zürich "HQ"', city: 'Zürich' }, { city: 'Berlin & Brandenburg' }],
          description: '<script>alert("x")</script><style>p{}</style><p>Build &amp; ship &lt;b&gt; things.</p><p>Second\u0007 paragraph</p>',
          created_at: '2025-05-01T11:00:00+02:00',
          updated_at: 'not a date',
        }),
        apiPost('escaped', { description: undefined, content: '&lt;p&gt;Greenhouse &amp;amp; friends&lt;/p&gt;', created_at: 'yesterday' }),
        apiPost('long', { description: `<p>${'word '.repeat(400)}</p>` }),
      ],
    });
    const rss = await cli(['feed', '--base-url', base, '--page-url', `${PAGE_URL}?team=r&d`]);
    assert.equal(rss.status, 0, rss.stderr);
    assert.doesNotMatch(rss.stdout, /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE]/);
    const items = children(child(parseXml(rss.stdout), 'channel')!, 'item');
    const [odd, escaped, long] = items as [XmlElement, XmlElement, XmlElement];
    assert.equal(textOf(odd, 'title'), 'Lead <Engineer> & "Friends" \'n\' co');
    assert.equal(textOf(odd, 'link'), `${PAGE_URL}?team=r&d&jb-job=a%26b%20%22c%22`);
    assert.equal(textOf(odd, 'pubDate'), 'Thu, 01 May 2025 09:00:00 GMT');
    // The description holds HTML by RSS practice: the summary's text, escaped as HTML once more.
    assert.equal(textOf(odd, 'description'), 'Build &amp; ship &lt;b&gt; things. Second paragraph');
    assert.deepEqual(children(odd, 'category').map((category) => [category.attributes.domain, category.text]), [
      ['department', 'R&D <Core>'],
      ['location', 'Zürich "HQ"'],
      ['location', 'Berlin & Brandenburg'],
    ]);
    assert.equal(textOf(escaped, 'description'), 'Greenhouse &amp; friends', 'decoded once, then read as HTML');
    assert.equal(textOf(escaped, 'pubDate'), 'Fri, 02 May 2025 09:00:00 GMT', 'no posted date from a date that is none: its updated_at');
    const summary = textOf(long, 'description')!;
    assert.ok(summary.length <= 300 && summary.endsWith('…'), summary);

    const atom = await cli(['feed', '--base-url', base, '--page-url', PAGE_URL, '--format', 'atom']);
    const entry = children(parseXml(atom.stdout), 'entry')[0]!;
    assert.equal(textOf(entry, 'title'), 'Lead <Engineer> & "Friends" \'n\' co');
    assert.equal(textOf(entry, 'summary'), 'Build & ship <b> things. Second paragraph');
    assert.deepEqual(children(entry, 'category').map((category) => category.attributes.term), ['R&D <Core>', 'Zürich "HQ"', 'Berlin & Brandenburg']);
    assert.equal(textOf(entry, 'updated'), '2025-05-01T09:00:00Z', 'an unreadable updated_at: the posted date');

    const json = JSON.parse((await cli(['feed', '--base-url', base, '--page-url', PAGE_URL, '--format', 'json'])).stdout) as JsonFeed;
    assert.equal(json.items[0]!.title, 'Lead <Engineer> & "Friends" \'n\' co');
    assert.equal(json.items[0]!.content_text, 'Build & ship <b> things. Second paragraph');
    assert.equal(json.items[1]!.content_text, 'Greenhouse & friends');
    assert.equal(json.items[1]!.date_published, undefined);
  });

  it('with --out, writes the file and one summary line; the token is never printed', async () => {
    const out = join(work, 'public', 'jobs.xml');
    const run = await cli(['feed', '--base-url', api.origin, '--page-url', PAGE_URL, '--out', out, '--token', TOKEN], {});
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, `job-board-element feed: wrote 174 jobs to ${out} (RSS 2.0)\n`);
    assert.equal(children(child(parseXml(readFileSync(out, 'utf8')), 'channel')!, 'item').length, 174);
    const bad = await cli(['feed', '--base-url', api.origin, '--page-url', PAGE_URL, '--token', 'jb_not_a_key_1234'], {});
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /ERR_INVALID_TOKEN/);
    assert.ok(!bad.stderr.includes('jb_not_a_key_1234'));
  });

  it('--routing hash links to the fragment; none is refused', async () => {
    const base = await api.sandbox({ posts: [apiPost('jp_1')] });
    const run = await cli(['feed', '--base-url', base, '--page-url', PAGE_URL, '--routing', 'hash', '--format', 'json']);
    assert.equal(run.status, 0, run.stderr);
    assert.equal((JSON.parse(run.stdout) as JsonFeed).items[0]!.url, `${PAGE_URL}#jb-job=jp_1`);
    const none = await cli(['feed', '--base-url', base, '--page-url', PAGE_URL, '--routing', 'none']);
    assert.equal(none.status, 2);
    assert.match(none.stderr, /routing="none" gives jobs no URL/);
  });

  it('usage errors exit 2 with the usage: an unknown --format, no --page-url, no token', async () => {
    for (const [args, message] of [
      [['--format', 'xml'], /--format must be "rss", "atom" or "json"/],
      [['--format', 'RSS'], /--format must be/],
    ] as const) {
      const run = await cli(['feed', '--base-url', api.origin, '--page-url', PAGE_URL, ...args]);
      assert.equal(run.status, 2, args.join(' '));
      assert.match(run.stderr, message);
      assert.match(run.stderr, /Usage: job-board-element feed/);
    }
    const noPage = await cli(['feed', '--base-url', api.origin]);
    assert.equal(noPage.status, 2);
    assert.match(noPage.stderr, /--page-url is required/);
    const noToken = await cli(['feed', '--base-url', api.origin, '--page-url', PAGE_URL], {});
    assert.equal(noToken.status, 2);
    assert.match(noToken.stderr, /no token/);
  });

  it('--help documents every option; the top-level help names the command', async () => {
    const help = await cli(['feed', '--help']);
    assert.equal(help.status, 0);
    for (const option of ['--format', '--base-url', '--page-url', '--token', '--param-prefix', '--routing', '--title', '--feed-url', '--out', 'JOB_BOARDS_TOKEN']) {
      assert.ok(help.stdout.includes(option), option);
    }
    assert.match((await cli(['--help'])).stdout, /^ {2}feed {9}write an RSS 2\.0, Atom 1\.0 or JSON Feed 1\.1 feed/m);
  });

  it('without parse5 or sanitize-html installed, names them and exits 2, sending nothing', async () => {
    const missing = (name: string) =>
      name === 'sanitize-html' ? Promise.reject(Object.assign(new Error(`Cannot find package '${name}'`), { code: 'ERR_MODULE_NOT_FOUND' })) : Promise.resolve({});
    const run = await cli(['feed', '--base-url', 'http://127.0.0.1:9', '--page-url', PAGE_URL], { JOB_BOARDS_TOKEN: TOKEN }, { importPackage: missing });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /not installed: sanitize-html\./);
    // Only the missing one, at a version its peer range accepts (a bare name installs one it doesn't).
    assert.match(run.stderr, /^ {2}npm install --save-dev sanitize-html@[~^]\d+\.\d+\.\d+$/m);
    assert.doesNotMatch(run.stderr, /install[^\n]*parse5/);
  });
});

describe('feed text', () => {
  it('drops what XML 1.0 cannot hold (C0 controls but tab, LF, CR; lone surrogates; U+FFFE, U+FFFF) and escapes the five', () => {
    assert.equal(withoutNonXmlChars('a\u0000b\u0008c\td\ne\rf\u000Bg\u001Fh\uFFFEi\uFFFFj\uD800k\uDC00l😀m'), 'abc\td\ne\rfghijkl😀m');
    assert.equal(xmlText('<a href="x">Tom & Jerry\'s</a>\u0001'), '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it("writes RSS's pubDate in RFC 822", () => {
    assert.equal(rfc822Date('2025-05-01T09:00:00.000Z'), 'Thu, 01 May 2025 09:00:00 GMT');
  });
});
