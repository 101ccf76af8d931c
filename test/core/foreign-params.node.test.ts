/**
 * core/route.ts, issue 37 (finding 6): the parameters not the board's own (the site's, another
 * board's, the fragment) are copied into every link the board writes, so they are bounded: a
 * 16 KB parameter made a 435 KB page. Up to FOREIGN_PARAMS_LIMIT characters of them are kept, in
 * order, each while it fits; the board's own keys always stay.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FOREIGN_PARAMS_LIMIT, jobUrl, urlForRoute } from '../../src/core/route.js';
import type { RouteSettings } from '../../src/core/settings.js';
import { defaultRoute, type BoardRoute, type RoutingMode } from '../../src/routing/route-params.js';

const settings = (routing: RoutingMode, paramPrefix = 'jb-'): RouteSettings => ({ routing, paramPrefix, basePath: '/careers/' });
const route = (change: Partial<BoardRoute> = {}): BoardRoute => ({ ...defaultRoute(), ...change });

/** A parameter whose segment (`name=value`) is `length` characters long. */
const param = (name: string, length: number) => `${name}=${'x'.repeat(length - name.length - 1)}`;
const HUGE = param('big', 16_384);

describe('urlForRoute: the parameters not the board\'s own, bounded', () => {
  const cases: { name: string; routing: RoutingMode; url: string; route: Partial<BoardRoute>; expected: string }[] = [
    {
      name: 'a 16 KB parameter goes; the site\'s short ones, before and after it, stay',
      routing: 'query',
      url: `https://example.com/careers/?lang=en&${HUGE}&ref=home`,
      route: { page: 2 },
      expected: 'https://example.com/careers/?lang=en&ref=home&jb-page=2',
    },
    {
      name: "the board's own keys always stay, however long (a long search is the route's)",
      routing: 'query',
      url: `https://example.com/careers/?${HUGE}`,
      route: { query: 'q'.repeat(3000), page: 2 },
      expected: `https://example.com/careers/?jb-page=2&jb-q=${'q'.repeat(3000)}`,
    },
    {
      name: 'path routing: a job\'s link',
      routing: 'path',
      url: `https://example.com/careers/?${HUGE}&lang=en`,
      route: { job: 'jp_7' },
      expected: 'https://example.com/careers/jobs/jp_7/?lang=en',
    },
    {
      name: 'hash routing: the fragment\'s foreign parameters and the query\'s, in one budget',
      routing: 'hash',
      url: `https://example.com/careers/?${HUGE}&lang=en#${HUGE}&tab=jobs`,
      route: { page: 3 },
      expected: 'https://example.com/careers/?lang=en#tab=jobs&jb-page=3',
    },
    {
      name: 'query routing: a long fragment goes, the query stays',
      routing: 'query',
      url: `https://example.com/careers/?lang=en#${'a'.repeat(5000)}`,
      route: { page: 2 },
      expected: 'https://example.com/careers/?lang=en&jb-page=2',
    },
    {
      name: 'routing="none": the page\'s URL, within the limit too',
      routing: 'none',
      url: `https://example.com/careers/?${HUGE}&lang=en`,
      route: { page: 2 },
      expected: 'https://example.com/careers/?lang=en',
    },
    {
      name: 'at the limit exactly: kept as it is',
      routing: 'query',
      url: `https://example.com/careers/?${param('a', FOREIGN_PARAMS_LIMIT)}`,
      route: { page: 2 },
      expected: `https://example.com/careers/?${param('a', FOREIGN_PARAMS_LIMIT)}&jb-page=2`,
    },
    {
      name: 'one character past it: that parameter goes',
      routing: 'query',
      url: `https://example.com/careers/?${param('a', FOREIGN_PARAMS_LIMIT + 1)}`,
      route: { page: 2 },
      expected: 'https://example.com/careers/?jb-page=2',
    },
    {
      name: 'under the limit: every parameter and the fragment as they were (nothing changes for a usual page)',
      routing: 'query',
      url: `https://example.com/careers/?lang=en&utm_source=mail&${param('state', 1500)}#top`,
      route: { page: 2 },
      expected: `https://example.com/careers/?lang=en&utm_source=mail&${param('state', 1500)}&jb-page=2#top`,
    },
  ];
  for (const each of cases) {
    it(each.name, () => {
      assert.equal(urlForRoute(new URL(each.url), settings(each.routing), route(each.route)).href, each.expected);
    });
  }

  it('many short parameters: kept in order up to the limit, the rest go', () => {
    const many = Array.from({ length: 200 }, (_, index) => param(`p${index}`, 100));
    const written = urlForRoute(new URL(`https://example.com/careers/?${many.join('&')}`), settings('query'), route({ page: 2 }));
    const kept = [...written.searchParams.keys()].filter((name) => name !== 'jb-page');
    assert.deepEqual(kept, many.slice(0, Math.floor(FOREIGN_PARAMS_LIMIT / 100)).map((segment) => segment.split('=')[0]));
    assert.ok(written.href.length < FOREIGN_PARAMS_LIMIT + 200, `${written.href.length} characters`);
  });

  it('another prefix: that board\'s keys are its own', () => {
    const written = urlForRoute(new URL(`https://example.com/careers/?${HUGE}&b-q=${'z'.repeat(3000)}`), settings('query', 'b-'), route({ query: 'z'.repeat(3000), page: 2 }));
    assert.equal(written.href, `https://example.com/careers/?b-page=2&b-q=${'z'.repeat(3000)}`);
  });

  it("a job's one URL (sitemap, feed, canonical) is bounded the same way", () => {
    assert.equal(jobUrl(new URL(`https://example.com/careers/?lang=en&${HUGE}`), settings('query'), 'jp_7'), 'https://example.com/careers/?lang=en&jb-job=jp_7');
  });
});
