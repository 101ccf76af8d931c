/**
 * Issue 37, finding 3: renderJobBoard's `url` makes every link of the render (canonical, og:url,
 * JSON-LD, the pager, the back link, the entries). A `javascript:` or `data:` URL made them
 * `javascript://…` links that ran script on a click; `https://admin:hunter2@…` put the password
 * into the output four times. Only `http:` and `https:` are taken, before any request, with a
 * TypeError saying what to pass; a user name and password are left out of everything. And
 * (finding 6) the site's own parameters, copied into every link, are bounded: a 16 KB one made a
 * 435 KB page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderJobBoard } from '../../src/ssr/index.js';
import { apiPost, startApi, TOKEN, type ApiFixture } from '../cli/build-fixture.js';

let api: ApiFixture;
/** A sandbox of 45 posts, jp_1 … jp_45: a listing of three pages. */
let base: string;

before(async () => {
  api = await startApi();
  base = await api.sandbox({ posts: Array.from({ length: 45 }, (_, index) => apiPost(`jp_${index + 1}`)) });
});
after(() => api.close());

async function requestCount(): Promise<number> {
  const id = base.slice(base.lastIndexOf('/') + 1);
  return ((await (await fetch(`${api.origin}/__sandbox/${id}/requests`)).json()) as { requests: unknown[] }).requests.length;
}

const PATH_BOARD = { routing: 'path', 'base-path': '/careers/' };

describe('renderJobBoard: the page URL', () => {
  const refused = [
    'javascript://example.com/careers/%0aalert(document.domain)',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'blob:https://example.com/2b1f4a7e-0000-4000-8000-000000000000',
    'ftp://example.com/careers/',
    'ws://example.com/careers/',
  ];
  for (const url of refused) {
    for (const form of ['string', 'URL'] as const) {
      it(`refuses ${url.slice(0, url.indexOf(':') + 1)} (${url.slice(0, 40)}, as a ${form}) with a TypeError saying what to pass, before any request`, async () => {
        const before = await requestCount();
        await assert.rejects(renderJobBoard({ url: form === 'URL' ? new URL(url) : url, attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD } }), (error: unknown) => {
          assert.ok(error instanceof TypeError, String(error));
          assert.match(error.message, /`url` must be an http: or https: URL, such as "https:\/\/example\.com\/careers\/"/);
          assert.ok(error.message.includes(`got a ${new URL(url).protocol} URL`), error.message);
          return true;
        });
        assert.equal(await requestCount(), before, 'no request for a refused URL');
      });
    }
  }

  it('takes http: and https:, in any case of the scheme', async () => {
    for (const url of ['http://example.com/careers/', 'HTTPS://example.com/careers/']) {
      const result = await renderJobBoard({ url, attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD } });
      assert.equal(result.status, 200);
    }
  });

  const secrets = (text: string) => ['jbadmin', 'hunter2', '@example.com'].filter((secret) => text.includes(secret));
  for (const [what, path] of [
    ['a listing page with a pager', '/careers/page/2/?utm_source=mail'],
    ['a job page with its back link and JSON-LD', '/careers/jobs/jp_7/'],
    ['a closed job', '/careers/jobs/jp_999/'],
  ] as const) {
    it(`never echoes a user name or password: ${what}`, async () => {
      for (const url of [`https://jbadmin:hunter2@example.com${path}`, new URL(`https://jbadmin:hunter2@example.com${path}`), `https://jbadmin@example.com${path}`]) {
        const result = await renderJobBoard({ url, attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD }, pageTitle: 'Careers' });
        assert.deepEqual(secrets(result.html), [], 'the board');
        assert.deepEqual(secrets(result.head), [], 'the head');
        assert.match(result.head, new RegExp(`<link rel="canonical" href="https://example\\.com${path.replace(/\?.*/, '').replace(/\//g, '\\/')}">`));
        assert.match(result.html, /href="https:\/\/example\.com\/careers\//, 'the links are the page\'s, without the user');
      }
    });
  }

  for (const [routing, board] of [
    ['path', PATH_BOARD],
    ['query', {}],
    ['none', { routing: 'none' }],
  ] as const) {
    it(`a 16 KB parameter of the site's is carried into no link (routing="${routing}"): the page is the size of one without it`, async () => {
      const huge = 'x'.repeat(16_384);
      const attributes = { 'base-url': base, token: TOKEN, ...board };
      const plain = await renderJobBoard({ url: 'https://example.com/careers/?lang=en', attributes, pageTitle: 'Careers' });
      const result = await renderJobBoard({ url: `https://example.com/careers/?lang=en&big=${huge}`, attributes, pageTitle: 'Careers' });
      assert.ok(!result.html.includes(huge) && !result.head.includes(huge), 'not in any link');
      assert.equal(result.html.length + result.head.length, plain.html.length + plain.head.length);
      assert.match(result.head, /<link rel="canonical" href="https:\/\/example\.com\/careers\/\?lang=en">/);
    });
  }
});
