/** core/route.ts: the route a URL names, the URL of a route, and a job's one URL. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalAddress, jobUrl, routeFromUrl, urlForRoute } from '../../src/core/route.js';
import type { RouteSettings } from '../../src/core/settings.js';
import { defaultRoute, type BoardRoute, type RoutingMode } from '../../src/routing/route-params.js';

const settings = (routing: RoutingMode, basePath = '/careers/', paramPrefix = 'jb-'): RouteSettings => ({ routing, paramPrefix, basePath });
const route = (change: Partial<BoardRoute> = {}): BoardRoute => ({ ...defaultRoute(), ...change });

describe('canonicalAddress', () => {
  const canonical = (url: string) => canonicalAddress(new URL(url)).href;

  it("drops a campaign's utm_* parameters and an ad click's id, and the fragment", () => {
    assert.equal(canonical('https://example.com/careers/jobs/jp_1/?utm_source=newsletter&utm_medium=email&gclid=abc#apply'), 'https://example.com/careers/jobs/jp_1/');
    assert.equal(canonical('https://example.com/careers/?fbclid=x&msclkid=y&UTM_Campaign=z'), 'https://example.com/careers/');
  });

  it("keeps the site's own parameters and the board's, in their order", () => {
    assert.equal(canonical('https://example.com/careers/?lang=de&utm_source=x&jb-job=jp_1'), 'https://example.com/careers/?lang=de&jb-job=jp_1');
  });

  it('leaves a URL without parameters as it is', () => {
    assert.equal(canonical('https://example.com/careers/jobs/jp_1/'), 'https://example.com/careers/jobs/jp_1/');
  });
});

describe('jobUrl: one URL per job', () => {
  // Every page a visitor can open job jp_7 from, by any routing: each must give the same URL.
  const cases: { routing: RoutingMode; pages: string[]; expected: string | undefined }[] = [
    {
      routing: 'query',
      pages: [
        'https://example.com/careers/',
        'https://example.com/careers/?jb-page=3',
        'https://example.com/careers/?jb-page=3&jb-q=design&jb-workplace=remote&jb-department=Sales',
        'https://example.com/careers/?jb-job=jp_2',
        'https://example.com/careers/?utm_source=newsletter&jb-page=2&gclid=x#apply',
        'https://example.com/careers/#top',
      ],
      expected: 'https://example.com/careers/?jb-job=jp_7',
    },
    {
      routing: 'hash',
      pages: ['https://example.com/careers/', 'https://example.com/careers/#jb-page=3&jb-q=design', 'https://example.com/careers/?utm_medium=email#jb-job=jp_2'],
      expected: 'https://example.com/careers/#jb-job=jp_7',
    },
    {
      routing: 'path',
      pages: ['https://example.com/careers/', 'https://example.com/careers/page/4/', 'https://example.com/careers/page/2/?jb-q=design&utm_source=x', 'https://example.com/careers/jobs/jp_2/#apply'],
      expected: 'https://example.com/careers/jobs/jp_7/',
    },
    { routing: 'none', pages: ['https://example.com/careers/', 'https://example.com/careers/?jb-job=jp_2'], expected: undefined },
  ];
  for (const { routing, pages, expected } of cases) {
    it(`${routing}: ${expected ?? 'no URL'} from every page`, () => {
      for (const page of pages) assert.equal(jobUrl(new URL(page), settings(routing), 'jp_7'), expected, page);
    });
  }

  it("keeps the site's own parameters, and another board's", () => {
    assert.equal(jobUrl(new URL('https://example.com/careers/?lang=de&jb-page=2&other-job=x'), settings('query'), 'jp_7'), 'https://example.com/careers/?lang=de&jb-job=jp_7&other-job=x');
  });

  it("uses the board's prefix, and encodes the id", () => {
    assert.equal(jobUrl(new URL('https://example.com/careers/?b-page=2'), settings('query', '/', 'b-'), 'a b/ü'), 'https://example.com/careers/?b-job=a%20b%2F%C3%BC');
  });
});

describe('routeFromUrl', () => {
  const home = route({ query: 'engineer', page: 2 });
  const cases: { name: string; url: string; routing: RoutingMode; current?: BoardRoute; expected: BoardRoute }[] = [
    { name: 'query: no keys mean home', url: 'https://example.com/careers/', routing: 'query', expected: home },
    { name: "query: the URL's keys over home", url: 'https://example.com/careers/?jb-page=5&jb-q=', routing: 'query', expected: route({ page: 5 }) },
    { name: 'query: a job by id, however it looks', url: 'https://example.com/careers/?jb-job=req~0123456789abcdef', routing: 'query', expected: { ...home, job: 'req~0123456789abcdef' } },
    { name: 'hash: the fragment', url: 'https://example.com/careers/#jb-page=3', routing: 'hash', expected: { ...home, page: 3 } },
    { name: 'hash: no fragment (a server) is home', url: 'https://example.com/careers/?jb-page=3', routing: 'hash', expected: home },
    { name: 'none: home, whatever the URL says', url: 'https://example.com/careers/?jb-page=3', routing: 'none', expected: home },
    { name: "path: a listing page's path", url: 'https://example.com/careers/page/4/?jb-q=x', routing: 'path', expected: { ...home, page: 4, query: 'x' } },
    { name: 'path: a job over home on a first load', url: 'https://example.com/careers/jobs/jp_1/', routing: 'path', expected: { ...home, job: 'jp_1' } },
    { name: 'path: a job keeps the listing behind it', url: 'https://example.com/careers/jobs/jp_1/', routing: 'path', current: route({ page: 7 }), expected: route({ page: 7, job: 'jp_1' }) },
    { name: 'path: outside the base path says nothing', url: 'https://example.com/blog/', routing: 'path', expected: home },
  ];
  for (const { name, url, routing, current, expected } of cases) {
    it(name, () => assert.deepEqual(routeFromUrl(new URL(url), settings(routing), home, current), expected));
  }
});

describe('urlForRoute', () => {
  const cases: { name: string; url: string; routing: RoutingMode; to: BoardRoute; home?: BoardRoute; expected: string }[] = [
    { name: 'query: defaults unsaid', url: 'https://example.com/careers/?a=1', routing: 'query', to: route(), expected: 'https://example.com/careers/?a=1' },
    { name: 'query: page and search', url: 'https://example.com/careers/?a=1#x', routing: 'query', to: route({ page: 2, query: 'ux' }), expected: 'https://example.com/careers/?a=1&jb-page=2&jb-q=ux#x' },
    { name: 'query: a key that differs from home is said, even empty', url: 'https://example.com/careers/', routing: 'query', to: route(), home: route({ query: 'engineer' }), expected: 'https://example.com/careers/?jb-q=' },
    { name: 'hash: into the fragment', url: 'https://example.com/careers/', routing: 'hash', to: route({ job: 'jp_1' }), expected: 'https://example.com/careers/#jb-job=jp_1' },
    { name: "path: a listing page's path", url: 'https://example.com/careers/', routing: 'path', to: route({ page: 3, query: 'ux' }), expected: 'https://example.com/careers/page/3/?jb-q=ux' },
    { name: "path: a job's path drops the listing's keys", url: 'https://example.com/careers/page/3/?jb-q=ux', routing: 'path', to: route({ page: 3, query: 'ux', job: 'jp_1' }), expected: 'https://example.com/careers/jobs/jp_1/' },
    { name: 'none: the URL as it is', url: 'https://example.com/careers/?jb-page=9', routing: 'none', to: route({ page: 2 }), expected: 'https://example.com/careers/?jb-page=9' },
  ];
  for (const { name, url, routing, to, home, expected } of cases) {
    it(name, () => assert.equal(urlForRoute(new URL(url), settings(routing), to, home).href, expected));
  }

  it('reads back the route it wrote, in every mode', () => {
    const home = route();
    for (const routing of ['query', 'hash', 'path'] as const) {
      for (const to of [route({ page: 4 }), route({ query: 'a&b=c', workplaces: ['remote', 'hybrid'] }), route({ department: 'Sales', office: 'Berlin', employmentType: 'full_time' })]) {
        const url = urlForRoute(new URL('https://example.com/careers/?site=1'), settings(routing), to, home);
        assert.deepEqual(routeFromUrl(url, settings(routing), home), to, `${routing}: ${url.href}`);
      }
    }
  });
});
