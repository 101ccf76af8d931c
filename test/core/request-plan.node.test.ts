/** core/request-plan.ts: the listing a route needs, what is asked first, and when a job's slug is looked up. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asksForWholeBoard, firstListingRequest, listingPlan, needsSlugLookup, type ListingInputs } from '../../src/core/request-plan.js';
import { defaultRoute } from '../../src/routing/route-params.js';
import { jobSlug } from '../../src/routing/slug.js';

const route = { ...defaultRoute(), page: 3, query: 'ux', workplaces: ['remote'] };

describe('listingPlan and firstListingRequest', () => {
  const cases: { name: string; inputs: ListingInputs; plan: unknown; first: unknown }[] = [
    {
      name: 'a paged board asks for the page shown, with its search',
      inputs: { route, whole: false, paging: 'pages', limit: 20 },
      plan: { kind: 'page', options: { page: 3, limit: 20, query: 'ux', workplaces: ['remote'] } },
      first: { page: 3, limit: 20, query: 'ux', workplaces: ['remote'] },
    },
    {
      name: '"Show more jobs" reads pages 1 to the one shown, page 1 first',
      inputs: { route, whole: false, paging: 'more', limit: 10 },
      plan: { kind: 'pages', options: { page: 3, limit: 10, query: 'ux', workplaces: ['remote'] } },
      first: { page: 1, limit: 10, query: 'ux', workplaces: ['remote'] },
    },
    {
      name: 'whole-board mode reads every post, from page 1 at the largest limit, unsearched',
      inputs: { route, whole: true, paging: 'pages', limit: 20 },
      plan: { kind: 'whole' },
      first: { page: 1, limit: 100 },
    },
    {
      name: 'whole-board mode with "Show more jobs" too',
      inputs: { route, whole: true, paging: 'more', limit: 20 },
      plan: { kind: 'whole' },
      first: { page: 1, limit: 100 },
    },
  ];
  for (const { name, inputs, plan, first } of cases) {
    it(name, () => {
      const made = listingPlan(inputs);
      assert.deepEqual(made, plan);
      assert.deepEqual(firstListingRequest(made), first);
    });
  }
});

describe('asksForWholeBoard', () => {
  const none = { department: '', office: '', employmentType: '', groupBy: '' };
  const cases: [string, Parameters<typeof asksForWholeBoard>[0], boolean, boolean][] = [
    ['a plain board', none, false, false],
    ['a filter control inside', none, true, true],
    ['a department', { ...none, department: 'Sales' }, false, true],
    ['an office', { ...none, office: 'Berlin' }, false, true],
    ['an employment type', { ...none, employmentType: 'full_time' }, false, true],
    ['grouping', { ...none, groupBy: 'office' }, false, true],
    ['a source', { ...none, source: 'lever:acme' }, false, true],
    ['a blank source', { ...none, source: '  ' }, false, false],
  ];
  for (const [name, board, control, expected] of cases) it(`${name}: ${expected}`, () => assert.equal(asksForWholeBoard(board, control), expected));
});

describe('needsSlugLookup: only path routing names a job by slug', () => {
  const hashed = jobSlug('Senior Engineer / Platform (Berlin, Germany) — a title far too long to be a path segment of its own, really');
  it('the test slug is a hashed one', () => assert.match(hashed, /~[0-9a-f]{16}$/));
  const cases: [string, string, boolean][] = [
    ['path', hashed, true],
    ['path', 'jp_1', false],
    ['query', hashed, false],
    ['query', 'req~0123456789abcdef', false],
    ['hash', 'req~0123456789abcdef', false],
    ['none', hashed, false],
    ['path', '', false],
  ];
  for (const [routing, job, expected] of cases) it(`${routing} ${JSON.stringify(job)}: ${expected}`, () => assert.equal(needsSlugLookup(routing as never, job), expected));
});
