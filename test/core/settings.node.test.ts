/** core/settings.ts: a board's attributes read by the one set of rules every reader uses. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clampPageSize, DEFAULT_TIMEOUT_MS, pagingOf, readBoardSettings, routingOf, timeoutOf } from '../../src/core/settings.js';

const read = (attributes: Record<string, string>) => readBoardSettings((name) => attributes[name]);

describe('enumerated attributes: trimmed, ASCII case-insensitive, else the default', () => {
  const routings: [unknown, string][] = [
    ['path', 'path'],
    ['Path', 'path'],
    [' HASH ', 'hash'],
    ['None', 'none'],
    ['query', 'query'],
    ['paths', 'query'],
    ['history', 'query'],
    ['', 'query'],
    [null, 'query'],
    [undefined, 'query'],
    [3, 'query'],
  ];
  for (const [value, expected] of routings) it(`routing ${JSON.stringify(value)} is ${expected}`, () => assert.equal(routingOf(value), expected));

  const pagings: [unknown, string][] = [
    ['more', 'more'],
    ['MORE', 'more'],
    ['pages', 'pages'],
    ['infinite', 'pages'],
    [null, 'pages'],
  ];
  for (const [value, expected] of pagings) it(`paging ${JSON.stringify(value)} is ${expected}`, () => assert.equal(pagingOf(value), expected));
});

describe('numbers', () => {
  const sizes: [unknown, number][] = [
    [0, 1],
    [-5, 1],
    [101, 100],
    [7.9, 7],
    ['12', 12],
    ['abc', 20],
    [Number.NaN, 20],
  ];
  for (const [value, expected] of sizes) it(`page-size ${String(value)} is ${expected}`, () => assert.equal(clampPageSize(value), expected));

  const timeouts: [unknown, number][] = [
    ['5000', 5000],
    [250, 250],
    ['0', DEFAULT_TIMEOUT_MS],
    ['-1', DEFAULT_TIMEOUT_MS],
    ['', DEFAULT_TIMEOUT_MS],
    ['Infinity', DEFAULT_TIMEOUT_MS],
    [undefined, DEFAULT_TIMEOUT_MS],
  ];
  for (const [value, expected] of timeouts) it(`timeout ${String(value)} is ${expected}`, () => assert.equal(timeoutOf(value), expected));

  it('has one default timeout, 15 s', () => assert.equal(DEFAULT_TIMEOUT_MS, 15_000));
});

describe('readBoardSettings', () => {
  it('reads nothing as the defaults', () => {
    assert.deepEqual(read({}), {
      source: '',
      token: '',
      baseUrl: '',
      routing: 'query',
      paramPrefix: 'jb-',
      basePath: '/',
      limit: 20,
      paging: 'pages',
      timeoutMs: DEFAULT_TIMEOUT_MS,
      groupBy: '',
      home: { page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' },
    });
  });

  it('reads every attribute as the element does', () => {
    const settings = read({
      source: ' greenhouse:acme ',
      token: ' jb_x ',
      'base-url': ' https://api.example.com ',
      routing: 'Path',
      'param-prefix': 'b-',
      'base-path': 'careers',
      'page-size': '500',
      paging: 'More',
      timeout: '3000',
      'group-by': 'department',
      page: '3',
      query: 'design',
      workplaces: 'remote, hybrid,remote',
      department: 'Sales',
      office: 'Berlin',
      'employment-type': 'full_time',
      job: 'jp_1',
    });
    assert.deepEqual(settings, {
      source: 'greenhouse:acme',
      token: 'jb_x',
      baseUrl: 'https://api.example.com',
      routing: 'path',
      paramPrefix: 'b-',
      basePath: '/careers/',
      limit: 100,
      paging: 'more',
      timeoutMs: 3000,
      groupBy: 'department',
      home: { page: 3, query: 'design', workplaces: ['remote', 'hybrid'], department: 'Sales', office: 'Berlin', employmentType: 'full_time', job: 'jp_1' },
    });
  });

  const pages: [string, number][] = [
    ['0', 1],
    ['2.5', 1],
    ['', 1],
    ['x', 1],
    ['4', 4],
  ];
  for (const [page, expected] of pages) it(`page "${page}" is ${expected}`, () => assert.equal(read({ page }).home.page, expected));
});
