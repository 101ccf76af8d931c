/**
 * core/route.ts, issue 37 (finding 6): a page URL's parameters not the board's own (the site's,
 * another board's, the fragment) are copied into every link the server render writes, so they
 * are bounded: a 16 KB parameter made a 435 KB page. Up to FOREIGN_PARAMS_LIMIT characters of
 * them are kept, in order, each while it fits; the board's own keys always stay.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FOREIGN_PARAMS_LIMIT, withinForeignLimit } from '../../src/core/route.js';

/** A parameter whose segment (`name=value`) is `length` characters long. */
const param = (name: string, length: number) => `${name}=${'x'.repeat(length - name.length - 1)}`;
const HUGE = param('big', 16_384);
const PAGE = 'https://example.com/careers/';

describe('withinForeignLimit: the parameters not the board\'s own, bounded', () => {
  const cases: { name: string; url: string; prefix?: string; expected: string }[] = [
    {
      name: "a 16 KB parameter goes; the site's short ones, before and after it, stay",
      url: `${PAGE}?lang=en&${HUGE}&ref=home`,
      expected: `${PAGE}?lang=en&ref=home`,
    },
    {
      name: "the board's own keys always stay, however long (a long search is the route's)",
      url: `${PAGE}?${HUGE}&jb-q=${'q'.repeat(3000)}&jb-page=2`,
      expected: `${PAGE}?jb-q=${'q'.repeat(3000)}&jb-page=2`,
    },
    {
      name: "an unknown key with the board's prefix is not the board's: bounded",
      url: `${PAGE}?jb-x=${'x'.repeat(5000)}&jb-page=2`,
      expected: `${PAGE}?jb-page=2`,
    },
    {
      name: "another prefix: that board's keys are its own, this page's `jb-` ones are not",
      url: `${PAGE}?b-q=${'z'.repeat(3000)}&jb-q=${'y'.repeat(3000)}`,
      prefix: 'b-',
      expected: `${PAGE}?b-q=${'z'.repeat(3000)}`,
    },
    {
      name: "the fragment's parameters and the query's share one limit (hash routing's keys stay)",
      url: `${PAGE}?${HUGE}&lang=en#${HUGE}&tab=jobs&jb-page=3`,
      expected: `${PAGE}?lang=en#tab=jobs&jb-page=3`,
    },
    {
      name: 'a long fragment goes, the query stays',
      url: `${PAGE}?lang=en#${'a'.repeat(5000)}`,
      expected: `${PAGE}?lang=en`,
    },
    {
      name: 'at the limit exactly: kept as it is',
      url: `${PAGE}?${param('a', FOREIGN_PARAMS_LIMIT)}&jb-page=2`,
      expected: `${PAGE}?${param('a', FOREIGN_PARAMS_LIMIT)}&jb-page=2`,
    },
    {
      name: 'one character past it: that parameter goes',
      url: `${PAGE}?${param('a', FOREIGN_PARAMS_LIMIT + 1)}&jb-page=2`,
      expected: `${PAGE}?jb-page=2`,
    },
    {
      name: 'under the limit: every parameter and the fragment as they were (a usual page)',
      url: `${PAGE}?lang=en&utm_source=mail&${param('state', 1500)}&jb-page=2#top`,
      expected: `${PAGE}?lang=en&utm_source=mail&${param('state', 1500)}&jb-page=2#top`,
    },
    {
      name: 'counted as written, percent-encoded: 300 × é (1,805 characters) stays, kept as written',
      url: `${PAGE}?name=${'%C3%A9'.repeat(300)}&lang=en`,
      expected: `${PAGE}?name=${'%C3%A9'.repeat(300)}&lang=en`,
    },
    {
      name: 'counted as written, percent-encoded: 350 × é (2,105 characters) goes',
      url: `${PAGE}?name=${'%C3%A9'.repeat(350)}&lang=en`,
      expected: `${PAGE}?lang=en`,
    },
  ];
  for (const each of cases) {
    it(each.name, () => {
      assert.equal(withinForeignLimit(new URL(each.url), each.prefix ?? 'jb-').href, each.expected);
    });
  }

  it('many short parameters: kept in order up to the limit, the rest go', () => {
    const many = Array.from({ length: 200 }, (_, index) => param(`p${index}`, 100));
    const bounded = withinForeignLimit(new URL(`${PAGE}?${many.join('&')}`), 'jb-');
    assert.deepEqual([...bounded.searchParams.keys()], many.slice(0, Math.floor(FOREIGN_PARAMS_LIMIT / 100)).map((segment) => segment.split('=')[0]));
    assert.ok(bounded.href.length <= PAGE.length + 1 + FOREIGN_PARAMS_LIMIT + many.length, `${bounded.href.length} characters`);
  });

  it('leaves the URL it is given as it was', () => {
    const url = new URL(`${PAGE}?${HUGE}`);
    withinForeignLimit(url, 'jb-');
    assert.equal(url.search, `?${HUGE}`);
  });
});
