/**
 * The board's view model (src/elements/job-board/view-model.ts): a pure function from the listing
 * data to what the views render, tested without a browser.
 *
 * Run: node --import tsx --test test/elements/job-board/view-model.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobPost, JobPostPage } from '../../src/client/index.js';
import { Formatter } from '../../src/i18n/formatter.js';
import { englishStrings } from '../../src/i18n/strings.js';
import { entryModel, isGroupBy, listingModel, narrowingOf, officeText, partValue, type ListingInput } from '../../src/core/view-model.js';
import { narrow } from '../../src/core/whole-board.js';

function post(id: string, extra: Partial<JobPost> = {}): JobPost {
  return { id, title: `Job ${id}`, ...extra } as JobPost;
}

function page(posts: JobPost[], extra: Partial<JobPostPage> = {}): JobPostPage {
  return { posts, page: 1, totalPages: 1, totalCount: posts.length, limit: 20, skipped: 0, overflow: 0, ...extra };
}

function input(extra: Partial<ListingInput>): ListingInput {
  return {
    listing: undefined,
    pending: false,
    error: undefined,
    strings: englishStrings,
    formatter: new Formatter('en'),
    limit: 20,
    paging: 'pages',
    showPay: false,
    entryHref: (item) => `/jobs/${item.id}`,
    ...extra,
  };
}

describe('listingModel', () => {
  it('before any data: a skeleton of at most 8 rows, with the loading text once loading', () => {
    assert.deepEqual(listingModel(input({ pending: true, limit: 5 })), { kind: 'skeleton', text: 'Loading jobs…', rows: 5, entries: [] });
    assert.deepEqual(listingModel(input({ limit: 100 })), { kind: 'skeleton', text: '', rows: 8, entries: [] });
  });

  it('while the rest of the first answer downloads: its first posts as entries, the shapes of the others below, up to 8 in all', () => {
    const post = (n: number): JobPost => ({ id: `jp_${n}`, title: `Job ${n}`, ats_department: { name: 'Sales' }, ats_offices: [{ name: 'Lyon' }] });
    const three = listingModel(input({ pending: true, preview: [post(1), post(2), post(3)] }));
    assert.equal(three.kind, 'skeleton');
    if (three.kind !== 'skeleton') return;
    assert.deepEqual(
      three.entries.map((entry) => [entry.id, entry.title, entry.department, entry.places, entry.href]),
      [1, 2, 3].map((n) => [`jp_${n}`, `Job ${n}`, 'Sales', ['Lyon'], `/jobs/jp_${n}`]),
    );
    assert.deepEqual([three.text, three.rows], ['Loading jobs…', 5]);
    const many = listingModel(input({ pending: true, preview: Array.from({ length: 12 }, (_, index) => post(index + 1)) }));
    assert.deepEqual(many.kind === 'skeleton' && [many.entries.length, many.rows], [12, 0]);
    // No more than the page holds, as the whole page reads them.
    const capped = listingModel(input({ pending: true, limit: 2, preview: [post(1), post(2), post(3)] }));
    assert.deepEqual(capped.kind === 'skeleton' && [capped.entries.length, capped.rows], [2, 0]);
  });

  it('an error in words, with Retry only where it can help', () => {
    const network = listingModel(input({ error: { status: 0, code: 'NETWORK_ERROR', message: '', requestId: undefined } }));
    assert.deepEqual(network, { kind: 'error', error: { text: englishStrings.errorNetwork, retryable: true } });
    const token = listingModel(input({ error: { status: 401, code: 'ERR_INVALID_TOKEN', message: '', requestId: undefined } }));
    assert.deepEqual(token, { kind: 'error', error: { text: englishStrings.errorInvalidToken, retryable: false } });
  });

  it('a page: the count, one entry per post with its link, the pager', () => {
    const model = listingModel(input({ listing: page([post('a'), post('b')], { page: 2, totalPages: 3, totalCount: 41 }), pending: true }));
    assert.equal(model.kind, 'listing');
    if (model.kind !== 'listing') return;
    // Past page 1 the count says where the visitor is.
    assert.equal(model.summary, 'Page 2 of 3, 41 open positions');
    assert.equal(model.pending, true);
    assert.deepEqual(model.entries.map((entry) => [entry.id, entry.href]), [['a', '/jobs/a'], ['b', '/jobs/b']]);
    assert.deepEqual(model.pager, { kind: 'pages', page: 2, totalPages: 3 });
    assert.equal(model.groups, undefined);
  });

  it('one match says "1 open position"; none has no count (the empty text stands for it)', () => {
    const one = listingModel(input({ listing: page([post('a')]) }));
    assert.equal(one.kind === 'listing' && one.summary, '1 open position');
    const none = listingModel(input({ listing: page([]) }));
    assert.equal(none.kind === 'listing' && none.summary, undefined);
  });

  it('"Show more jobs" while there is more; groups have headings with counts and no pager', () => {
    const more = listingModel(input({ listing: page([post('a')], { totalPages: 2 }), paging: 'more' }));
    assert.deepEqual(more.kind === 'listing' && more.pager, { kind: 'more', hasMore: true });
    const posts = [post('a', { ats_department: { name: 'Design' } }), post('b', { ats_department: { name: 'Design' } }), post('c')];
    const grouped = narrow({ posts, filters: { query: '', workplaces: [], department: '', office: '', employmentType: '' }, page: 1, limit: 20, more: false, groupBy: 'department', lang: 'en', values: {} });
    const model = listingModel(input({ listing: grouped }));
    assert.equal(model.kind, 'listing');
    if (model.kind !== 'listing') return;
    assert.deepEqual(model.groups?.map((group) => [group.name, group.count, group.entries.map((entry) => entry.id)]), [['Design', '2', ['a', 'b']], ['Other jobs', '1', ['c']]]);
    assert.deepEqual(model.pager, { kind: 'none' });
  });
});

describe('listingModel: show-pay', () => {
  const paid = post('a', { pay: [{ min: 62000, max: 78000, currency: 'EUR', interval: 'year' }] } as Partial<JobPost>);
  it('entries carry their pay only with showPay, in the formatter’s language, grouped or not', () => {
    const pays = (model: ReturnType<typeof listingModel>) => (model.kind === 'listing' ? [...model.entries, ...(model.groups ?? []).flatMap((group) => group.entries)].map((entry) => entry.pay.replace(/\s+/g, ' ')) : []);
    assert.deepEqual(pays(listingModel(input({ listing: page([paid, post('b')]) }))), ['', '']);
    assert.deepEqual(pays(listingModel(input({ listing: page([paid, post('b')]), showPay: true }))), ['€62,000 – €78,000 / year', '']);
    const grouped = narrow({ posts: [paid], filters: { query: '', workplaces: [], department: '', office: '', employmentType: '' }, page: 1, limit: 20, more: false, groupBy: 'department', lang: 'de', values: {} });
    assert.deepEqual(pays(listingModel(input({ listing: grouped, showPay: true, formatter: new Formatter('de') }))), ['62.000–78.000 € / Jahr']);
  });
});

describe('entryModel', () => {
  it('department and distinct offices (city, else name) as the meta line; workplace and type humanised as badges', () => {
    const entry = entryModel(
      post('a', {
        ats_department: { name: 'Engineering' },
        ats_offices: [{ name: 'HQ', city: 'Berlin' }, { name: 'Berlin 2', city: 'Berlin' }, { name: 'Remote EU' }],
        ats_job: { workplace: 'on_site', employment_type: 'seasonal' },
      } as Partial<JobPost>),
      englishStrings,
      '/x',
    );
    assert.equal(entry.department, 'Engineering');
    assert.deepEqual(entry.places, ['Berlin', 'Remote EU']);
    assert.deepEqual(entry.badges, [
      { label: 'On site', part: 'badge workplace-on_site' },
      { label: 'Seasonal', part: 'badge type-seasonal' },
    ]);
  });

  it('no department, offices or badges: an empty meta line and no badges', () => {
    const entry = entryModel(post('a'), englishStrings, '/x');
    assert.equal(entry.department, '');
    assert.deepEqual(entry.places, []);
    assert.deepEqual(entry.badges, []);
  });

  it('badge parts name the value, made safe for a part name: lower-cased, anything outside [a-z0-9_-] a hyphen', () => {
    assert.equal(partValue('full_time'), 'full_time');
    assert.equal(partValue('On Site'), 'on-site');
    assert.equal(partValue('Télétravail/2"'), 't-l-travail-2-');
    const entry = entryModel(post('a', { ats_job: { workplace: 'Remote', employment_type: 'part time' } } as Partial<JobPost>), englishStrings, '/x');
    assert.deepEqual(entry.badges.map((badge) => badge.part), ['badge workplace-remote', 'badge type-part-time']);
  });

  it('under a group\'s heading, the group\'s own department or office is left out of the meta line', () => {
    const posts = [
      post('a', { ats_department: { name: 'Design' }, ats_offices: [{ name: 'HQ', city: 'Berlin' }, { name: 'Lisbon' }] } as Partial<JobPost>),
      post('b', { ats_offices: [{ name: 'HQ', city: 'Berlin' }] } as Partial<JobPost>),
    ];
    const filters = { query: '', workplaces: [], department: '', office: '', employmentType: '' };
    const grouped = (groupBy: 'department' | 'office') => {
      const model = listingModel(input({ listing: narrow({ posts, filters, page: 1, limit: 20, more: false, groupBy, lang: 'en', values: {} }) }));
      assert.equal(model.kind, 'listing');
      return (model.kind === 'listing' ? model.groups! : []).map((group) => [group.name, group.id, group.entries.map((entry) => [entry.id, entry.department, entry.places])]);
    };
    assert.deepEqual(grouped('department'), [
      ['Design', 'group-1', [['a', '', ['Berlin', 'Lisbon']]]],
      ['Other jobs', 'group-2', [['b', '', ['Berlin']]]],
    ]);
    assert.deepEqual(grouped('office'), [
      ['HQ, Berlin', 'group-1', [['a', 'Design', ['Lisbon']], ['b', '', []]]],
      ['Lisbon', 'group-2', [['a', 'Design', ['Berlin']]]],
    ]);
  });

  const pay = [
    { min: 62000, max: 78000, currency: 'EUR', interval: 'year' },
    { min: 24.5, max: 28, currency: 'USD', interval: 'hour', label: 'US hourly' },
    { min: 5000, currency: 'GBP' },
  ];
  const spaced = (text: string) => text.replace(/\s+/g, ' ');

  it('pay only with a formatter (show-pay): the first range, and how many more, in its language', () => {
    const paid = post('a', { pay } as Partial<JobPost>);
    assert.equal(entryModel(paid, englishStrings, '/x').pay, '');
    assert.equal(spaced(entryModel(paid, englishStrings, '/x', new Formatter('en')).pay), '€62,000 – €78,000 / year +2 more');
    assert.equal(spaced(entryModel(post('b', { pay: pay.slice(1, 2) } as Partial<JobPost>), englishStrings, '/x', new Formatter('en')).pay), 'US hourly: $24.50 – $28.00 / hour');
    assert.equal(spaced(entryModel(post('c', { pay: pay.slice(0, 1) } as Partial<JobPost>), englishStrings, '/x', new Formatter('de')).pay), '62.000–78.000 € / Jahr');
  });

  it('no pay, or none well-formed: none shown', () => {
    const formatter = new Formatter('en');
    assert.equal(entryModel(post('a'), englishStrings, '/x', formatter).pay, '');
    assert.equal(entryModel(post('b', { pay: [{ min: 'a lot', currency: 'EUR' }] } as unknown as Partial<JobPost>), englishStrings, '/x', formatter).pay, '');
  });
});

describe('narrowingOf', () => {
  const board = { query: 'q', workplaces: ['remote'], department: 'D', office: '', employmentType: '', groupBy: 'office', page: 3, paging: 'more' };
  it('the search, filters, page and grouping the whole board is narrowed by', () => {
    assert.deepEqual(narrowingOf(board, { limit: 10, lang: 'de', values: {} }), {
      filters: { query: 'q', workplaces: ['remote'], department: 'D', office: '', employmentType: '' },
      page: 3,
      more: true,
      groupBy: 'office',
      limit: 10,
      lang: 'de',
      values: {},
    });
  });
  it('an unknown group-by groups nothing', () => {
    assert.equal(isGroupBy('team'), false);
    assert.equal(narrowingOf({ ...board, groupBy: 'team' }, { limit: 10, lang: 'en', values: {} }).groupBy, '');
  });
});

describe('officeText', () => {
  it('shows a place’s name and its city once each', () => {
    const cases: [{ name?: string; city?: string }, string][] = [
      // Greenhouse's location standing in for offices: the city was read from the name.
      [{ name: 'Berlin, Germany', city: 'Berlin' }, 'Berlin, Germany'],
      [{ name: 'New York, New York, United States', city: 'New York' }, 'New York, New York, United States'],
      [{ name: 'SF, NYC, SEA, CHI', city: 'SF' }, 'SF, NYC, SEA, CHI'],
      [{ name: 'Berlin', city: 'Berlin' }, 'Berlin'],
      [{ name: 'london, England', city: 'London' }, 'london, England'],
      // A name that doesn't name the city as one of its parts: both, the city after.
      [{ name: 'Headquarters', city: 'Toronto' }, 'Headquarters, Toronto'],
      [{ name: 'Berlin HQ', city: 'Berlin' }, 'Berlin HQ, Berlin'],
      [{ name: 'Newark, NJ', city: 'New' }, 'Newark, NJ, New'],
      [{ name: 'Remote (US)' }, 'Remote (US)'],
      [{ city: 'Lisbon' }, 'Lisbon'],
      [{ name: ' ', city: ' ' }, ''],
    ];
    for (const [office, expected] of cases) assert.equal(officeText(office), expected, JSON.stringify(office));
  });
});
