/**
 * sources/vendor-apis.ts (and vendor-paths.ts, the early vendors'): where each vendor's board is asked for, with and without `base-url`.
 * A company's subdomain is the vendor's origin; `base-url` replaces the whole origin and the
 * vendor's path is joined below it (issue 39, point 2).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSources } from '../../../src/client/sources/source.js';
import { boardPrefix, sourceHeaders, VENDOR_APIS } from '../../../src/client/sources/vendor-apis.js';
import { EARLY_VENDOR_PATHS } from '../../../src/client/sources/vendor-paths.js';

/** The board's first request for `source`, as the client and the early request send it. */
function boardUrl(source: string, base?: string): string[] {
  const sources = parseSources(source)!;
  return sources.map((board) => boardPrefix(board, base, sources) + VENDOR_APIS[board.vendor].boardPath(board.name));
}

describe('each vendor\'s board request', () => {
  const cases: [string, string][] = [
    ['greenhouse:acme', 'https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true&pay_transparency=true'],
    ['lever:Acme', 'https://api.lever.co/v0/postings/Acme?mode=json'],
    ['ashby:Flock Safety', 'https://api.ashbyhq.com/posting-api/job-board/Flock%20Safety?includeCompensation=true'],
    ['workable:groove-tech', 'https://www.workable.com/api/accounts/groove-tech?details=true'],
    ['smartrecruiters:BrightwaveLabs', 'https://api.smartrecruiters.com/v1/companies/BrightwaveLabs/postings?offset=0&limit=100'],
    ['recruitee:make', 'https://make.recruitee.com/api/offers/'],
    ['personio:acme', 'https://acme.jobs.personio.de/xml'],
    ['personio:acme.de', 'https://acme.jobs.personio.de/xml'],
    ['personio:acme.com', 'https://acme.jobs.personio.com/xml'],
    ['teamtailor:acme', 'https://acme.teamtailor.com/jobs.rss'],
    ['pinpoint:acme', 'https://acme.pinpointhq.com/postings.json'],
  ];
  for (const [source, url] of cases) {
    it(`${source}: ${url}`, () => assert.deepEqual(boardUrl(source), [url]));
  }
});

describe('base-url replaces the whole origin, the vendor\'s path joined below its own', () => {
  it('a company subdomain: https://proxy.example/recruitee/acme asks …/recruitee/acme/api/offers/', () => {
    assert.deepEqual(boardUrl('recruitee:acme', 'https://proxy.example/recruitee/acme/'), ['https://proxy.example/recruitee/acme/api/offers/']);
    assert.deepEqual(boardUrl('personio:acme.com', 'https://proxy.example/p/'), ['https://proxy.example/p/xml']);
  });

  it("a vendor's API host: the path names the board", () => {
    assert.deepEqual(boardUrl('smartrecruiters:Acme', 'https://proxy.example/sr/'), ['https://proxy.example/sr/v1/companies/Acme/postings?offset=0&limit=100']);
  });

  it('several boards behind one base-url: each vendor at its own paths, as one origin stands for each', () => {
    assert.deepEqual(boardUrl('greenhouse:acme recruitee:acme pinpoint:acme-eu', 'https://proxy.example/ats/'), [
      'https://proxy.example/ats/v1/boards/acme/jobs?content=true&pay_transparency=true',
      'https://proxy.example/ats/api/offers/',
      'https://proxy.example/ats/postings.json',
    ]);
  });

  it('two companies of one subdomain vendor behind one base-url: each below <vendor>/<name>/, as their paths are the same', () => {
    assert.deepEqual(boardUrl('recruitee:acme recruitee:acme-labs lever:acme', 'https://proxy.example/ats/'), [
      'https://proxy.example/ats/recruitee/acme/api/offers/',
      'https://proxy.example/ats/recruitee/acme-labs/api/offers/',
      'https://proxy.example/ats/v0/postings/acme?mode=json',
    ]);
  });
});

describe('sourceHeaders', () => {
  it('asks JSON of JSON vendors and XML of the feeds, with Accept only (no preflight)', () => {
    assert.deepEqual(sourceHeaders('greenhouse'), { Accept: 'application/json' });
    assert.deepEqual(Object.keys(sourceHeaders('personio')), ['Accept']);
    assert.deepEqual(sourceHeaders('personio'), { Accept: '*/*' });
    assert.deepEqual(sourceHeaders('teamtailor'), { Accept: '*/*' });
  });
});

describe('the vendors the first module asks for early', () => {
  it('are Greenhouse, Lever and Ashby, at the very URLs the client asks', () => {
    assert.deepEqual(Object.keys(EARLY_VENDOR_PATHS).sort(), ['ashby', 'greenhouse', 'lever']);
    for (const [vendor, paths] of Object.entries(EARLY_VENDOR_PATHS)) {
      const api = VENDOR_APIS[vendor as keyof typeof VENDOR_APIS];
      assert.equal(paths!.origin + paths!.boardPath('a b'), api.origin('acme') + api.boardPath('a b'));
    }
  });
});
