/**
 * The view a server render shows (src/ssr/board-route.ts): the board's attributes as home, the
 * URL's keys over them as the browser's board reads them, and the page's URL as the board writes it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { homeRoute, serverRoute } from '../../src/ssr/board-route.js';
import { defaultRoute } from '../../src/routing/route-params.js';
import { MAX_ROUTE_TEXT, MAX_ROUTE_WORKPLACES } from '../../src/core/route.js';

const route = (url: string, attributes: Record<string, string> = {}) => serverRoute(new URL(url), new Map(Object.entries(attributes)));

describe('serverRoute', () => {
  it('routing="path": the page or the job from the path under base-path; the search stays a parameter', () => {
    const path = { routing: 'path', 'base-path': '/careers' };
    assert.deepEqual(route('https://example.com/careers/page/3/?jb-q=design', path).route, { ...defaultRoute(), page: 3, query: 'design' });
    const job = route('https://example.com/careers/jobs/Senior-Engineer~0123456789abcdef/?utm_source=x#apply', path);
    assert.equal(job.route.job, 'Senior-Engineer~0123456789abcdef');
    assert.equal(job.pageUrl.href, 'https://example.com/careers/jobs/Senior-Engineer~0123456789abcdef/?utm_source=x');
    // A path under the base naming nothing, or outside it: the listing, at its own address.
    assert.deepEqual(route('https://example.com/careers/nothing/here/', path).route, defaultRoute());
    assert.equal(route('https://example.com/careers/nothing/here/', path).pageUrl.href, 'https://example.com/careers/');
  });

  it('routing="query" (the default): its prefix\'s keys over the attributes; the URL written as the board writes it (its keys together, page 1 unsaid)', () => {
    const read = route('https://example.com/jobs?x-page=1&x-workplace=remote&x-workplace=hybrid&jb-job=other&x-department=Sales', { 'param-prefix': 'x-', department: 'Eng', office: 'Berlin' });
    assert.deepEqual(read.route, { ...defaultRoute(), workplaces: ['remote', 'hybrid'], department: 'Sales', office: 'Berlin' });
    assert.equal(read.pageUrl.href, 'https://example.com/jobs?x-workplace=remote&x-workplace=hybrid&x-department=Sales&jb-job=other');
  });

  it('routing="hash" and "none": no view the server can see, the attributes\' own; no fragment in the address', () => {
    assert.deepEqual(route('https://example.com/jobs#jb-page=4', { routing: 'hash' }).route, defaultRoute());
    assert.equal(route('https://example.com/jobs#jb-page=4', { routing: 'hash' }).pageUrl.href, 'https://example.com/jobs');
    assert.deepEqual(route('https://example.com/jobs?jb-job=jp_1', { routing: 'none', job: 'jp_2' }).route, { ...defaultRoute(), job: 'jp_2' });
  });
});

describe('serverRoute bounds what a crafted URL can carry into every link (issue 37)', () => {
  it('cuts a search or filter value to MAX_ROUTE_TEXT characters, never between the halves of a character; the page URL carries the cut value', () => {
    const long = route(`https://example.com/jobs?jb-q=${'a'.repeat(16_384)}&jb-department=${'d'.repeat(MAX_ROUTE_TEXT + 1)}`);
    assert.equal(long.route.query, 'a'.repeat(MAX_ROUTE_TEXT));
    assert.equal(long.route.department, 'd'.repeat(MAX_ROUTE_TEXT));
    assert.ok(long.pageUrl.href.length < 2 * MAX_ROUTE_TEXT + 100, `a page URL of ${long.pageUrl.href.length} characters`);
    const split = route(`https://example.com/jobs?jb-q=${'a'.repeat(MAX_ROUTE_TEXT - 1)}${encodeURIComponent('😀')}`);
    assert.equal(split.route.query, 'a'.repeat(MAX_ROUTE_TEXT - 1));
    assert.equal(route(`https://example.com/jobs?jb-q=${'a'.repeat(MAX_ROUTE_TEXT)}`).route.query, 'a'.repeat(MAX_ROUTE_TEXT));
  });

  it('keeps a job id whole, whatever its length', () => {
    assert.equal(route(`https://example.com/jobs?jb-job=${'j'.repeat(1000)}`).route.job, 'j'.repeat(1000));
  });

  it('keeps a few distinct workplace values, not thousands of repeats', () => {
    assert.deepEqual(route(`https://example.com/jobs?${'jb-workplace=remote&'.repeat(2000)}jb-workplace=hybrid`).route.workplaces, ['remote', 'hybrid']);
    const many = route(`https://example.com/jobs?${Array.from({ length: 50 }, (_, index) => `jb-workplace=w${index}`).join('&')}`);
    assert.equal(many.route.workplaces.length, MAX_ROUTE_WORKPLACES);
  });
});

describe('homeRoute', () => {
  it('reads the attributes as the board does: a page that is not a whole number from 1 is 1, workplaces comma-separated', () => {
    const home = homeRoute(new Map([['page', '2.5'], ['workplaces', 'remote, on_site'], ['employment-type', 'full_time']]));
    assert.deepEqual(home, { ...defaultRoute(), workplaces: ['remote', 'on_site'], employmentType: 'full_time' });
  });
});
