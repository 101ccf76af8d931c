/**
 * Issue 38, finding 3: the page URL came from a request header a client can set, so
 * `x-job-board-page-url: https://evil.example/…` put evil.example into the canonical link (and a
 * CDN's cached page). renderJobBoard's `siteUrl` is the links' only origin; from `url` only the
 * path and query are used. Without `siteUrl`, `url` stays the absolute page URL it was.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it, mock } from 'node:test';
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

const SITE = 'https://www.example.com';
const PATH_BOARD = { routing: 'path', 'base-path': '/careers/', organization: 'Example', country: 'DE' };

/** Every absolute http(s) address the render wrote, in the board and the head. */
function addresses(result: { html: string; head: string }): string[] {
  return [...`${result.html}\n${result.head}`.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((match) => match[0]);
}

/** The origins of the page's own links (the API's and the apply links' are the posts'). */
function pageOrigins(result: { html: string; head: string }): Set<string> {
  return new Set(addresses(result).filter((href) => !href.startsWith(api.origin) && !href.startsWith('https://jobs.example.com/') && !href.startsWith('https://schema.org')).map((href) => new URL(href).origin));
}

describe('renderJobBoard: siteUrl', () => {
  let warn: ReturnType<typeof mock.method>;
  beforeEach(() => {
    warn = mock.method(console, 'warn', () => {});
  });
  afterEach(() => warn.mock.restore());

  for (const [what, path] of [
    ['the listing', '/careers/'],
    ['a listing page with a pager', '/careers/page/2/?utm_source=mail'],
    ['a job, with its back link and JSON-LD', '/careers/jobs/jp_7/'],
    ['a closed job', '/careers/jobs/jp_999/'],
  ] as const) {
    it(`a forged origin in url never reaches a link: ${what}`, async () => {
      for (const forged of [`https://evil.example${path}`, new URL(`http://evil.example:8080${path}`), `https://user:pw@evil.example${path}#frag`]) {
        const result = await renderJobBoard({ siteUrl: SITE, url: forged, attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD }, pageTitle: 'Careers' });
        assert.ok(!`${result.html}${result.head}`.includes('evil.example'), 'evil.example appears nowhere');
        assert.deepEqual([...pageOrigins(result)], [SITE]);
        assert.match(result.head, new RegExp(`<link rel="canonical" href="${SITE.replace(/\./g, '\\.')}${path.replace(/\?.*/, '').replace(/\//g, '\\/')}`));
        assert.match(result.head, /<meta property="og:url" content="https:\/\/www\.example\.com\/careers\//);
      }
    });
  }

  it('url may be the request\'s path and query: the same render as the absolute URL on siteUrl\'s origin', async () => {
    const attributes = { 'base-url': base, token: TOKEN, ...PATH_BOARD };
    const relative = await renderJobBoard({ siteUrl: SITE, url: '/careers/page/2/?utm_source=mail', attributes, pageTitle: 'Careers' });
    const absolute = await renderJobBoard({ url: `${SITE}/careers/page/2/?utm_source=mail`, attributes, pageTitle: 'Careers' });
    assert.equal(relative.html, absolute.html);
    assert.equal(relative.head, absolute.head);
    assert.match(relative.head, /<link rel="canonical" href="https:\/\/www\.example\.com\/careers\/page\/2\/">/);
    assert.match(relative.html, /href="https:\/\/www\.example\.com\/careers\/page\/3\/\?utm_source=mail"/, 'the pager keeps the query');
    // Query routing reads its view from url's query.
    const query = await renderJobBoard({ siteUrl: new URL(SITE), url: '/jobs?jb-job=jp_3', attributes: { 'base-url': base, token: TOKEN } });
    assert.match(query.head, /<link rel="canonical" href="https:\/\/www\.example\.com\/jobs\?jb-job=jp_3">/);
    assert.equal(warn.mock.callCount(), 0, 'nothing to warn about');
  });

  it('a url on siteUrl\'s host, in http behind a TLS proxy, takes siteUrl\'s scheme without a warning', async () => {
    const result = await renderJobBoard({ siteUrl: SITE, url: 'http://www.example.com/careers/', attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD } });
    assert.match(result.head, /<link rel="canonical" href="https:\/\/www\.example\.com\/careers\/">/);
    assert.equal(warn.mock.callCount(), 0);
  });

  it('says once per foreign host, and stops after 20 hosts', async () => {
    const attributes = { 'base-url': base, token: TOKEN, ...PATH_BOARD };
    for (let round = 0; round < 3; round += 1) await renderJobBoard({ siteUrl: SITE, url: 'https://once.attacker.example/careers/', attributes });
    const said = warn.mock.calls.map((call) => String(call.arguments[0]));
    assert.equal(said.length, 1, said.join('\n'));
    assert.match(said[0]!, /`url` names the host "once\.attacker\.example", not siteUrl's \(https:\/\/www\.example\.com\): it is ignored/);
    for (let host = 0; host < 40; host += 1) await renderJobBoard({ siteUrl: SITE, url: `https://h${host}.attacker.example/careers/`, attributes });
    assert.ok(warn.mock.callCount() <= 21, `at most 21 lines in all, got ${warn.mock.callCount()}`);
    assert.match(String(warn.mock.calls.at(-1)!.arguments[0]), /no further one is reported/);
  });

  const badSites: [unknown, RegExp][] = [
    ['www.example.com', /`siteUrl` must be an absolute URL/],
    ['/careers/', /`siteUrl` must be an absolute URL/],
    ['javascript:alert(1)', /`siteUrl` must be an http: or https: URL/],
    ['https://www.example.com/careers/', /`siteUrl` must be the site's origin alone.*the path "\/careers\/"/],
    ['https://www.example.com/?a=1', /`siteUrl` must be the site's origin alone.*a query or fragment/],
    ['https://www.example.com/#top', /`siteUrl` must be the site's origin alone.*a query or fragment/],
    ['https://www.example.com?', /`siteUrl` must be the site's origin alone.*a query or fragment/],
    ['https://admin:pw@www.example.com', /`siteUrl` must be the site's origin alone.*a user name or password/],
    [42, /`siteUrl` must be an absolute URL/],
  ];
  for (const [siteUrl, message] of badSites) {
    it(`refuses siteUrl ${JSON.stringify(siteUrl)} with a TypeError naming it, before any request`, async () => {
      await assert.rejects(renderJobBoard({ siteUrl: siteUrl as string, url: '/careers/', attributes: { 'base-url': 'http://127.0.0.1:1', token: TOKEN, ...PATH_BOARD } }), (error: unknown) => {
        assert.ok(error instanceof TypeError, String(error));
        assert.match(error.message, message);
        assert.ok(!error.message.includes('pw'), 'no password echoed');
        return true;
      });
    });
  }

  it('takes an origin with a trailing slash, a port and http', async () => {
    for (const siteUrl of ['https://www.example.com/', 'http://localhost:3000']) {
      const result = await renderJobBoard({ siteUrl, url: '/careers/', attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD } });
      assert.match(result.head, new RegExp(`<link rel="canonical" href="${new URL(siteUrl).origin}/careers/">`));
    }
  });

  it('still refuses a javascript: url with siteUrl given', async () => {
    await assert.rejects(renderJobBoard({ siteUrl: SITE, url: 'javascript:alert(1)', attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD } }), /`url` must be an http: or https: URL/);
  });

  it('without siteUrl, a path in url is a TypeError saying to pass siteUrl', async () => {
    await assert.rejects(renderJobBoard({ url: '/careers/jobs/x/?q=a', attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD } }), (error: unknown) => {
      assert.ok(error instanceof TypeError, String(error));
      assert.match(error.message, /`url` "\/careers\/jobs\/x\/\?q=a" is a path, not an absolute URL: pass the site's public origin as `siteUrl`/);
      return true;
    });
  });
});
