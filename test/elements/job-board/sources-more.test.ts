/**
 * `<job-board source="workable:…|smartrecruiters:…|recruitee:…|pinpoint:…|personio:…|teamtailor:…">`
 * against the reference server's emulators of those vendors (server/vendors/), inside a sandbox
 * (its request log says what the board sent): the listing, its count and pages, search, filters
 * with counts, groups, a job's detail with its JSON-LD, pay where the vendor has it, and an unknown
 * company. Then several boards on one element. What the board should show is what the emulator
 * serves read by the vendor's own adapter, so a wrong base URL, a lost page or a field the
 * element drops shows up here.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { JobPost } from '../../../src/client/types.js';
import { facetValues, matchesQuery } from '../../../src/client/whole-board.js';
import { greenhouseJobPosts } from '../../../src/client/sources/greenhouse.js';
import { leverPostings } from '../../../src/client/sources/lever.js';
import { personioPositions } from '../../../src/client/sources/personio.js';
import { pinpointPostings } from '../../../src/client/sources/pinpoint.js';
import { recruiteeOffers } from '../../../src/client/sources/recruitee.js';
import { smartRecruitersPage } from '../../../src/client/sources/smartrecruiters.js';
import { teamtailorJobs } from '../../../src/client/sources/teamtailor.js';
import { workableJobPosts } from '../../../src/client/sources/workable.js';
import { payRanges } from '../../../src/client/sources/pay.js';
import { allEnglishTexts as englishStrings } from '../../helpers/english-texts.js';
import { createSandbox, sandboxRequests, type RecordedRequest, type Sandbox } from '../../helpers/sandbox.js';
import { keepPageUrl } from '../../helpers/routing.js';
import { companyRoot, VENDOR_BOARDS, vendorPaths, type SubdomainVendor } from '../../helpers/vendors.js';
import { boardFixture, part, parts, recordConsole, text, titles, type ErrorDetail } from '../../helpers/board.js';

type Raw = Record<string, unknown>;

interface Vendor {
  vendor: keyof typeof VENDOR_BOARDS;
  /** The board's `base-url`: the sandbox for an API host, `<sandbox>/<vendor>/<company>` for a company's subdomain. */
  baseUrl(sandbox: Sandbox, company?: string): string;
  /** The board's requests, path and query below the sandbox, in order. */
  boardRequests: readonly string[];
  /** What the emulator serves, read by the vendor's adapter: what the board should list. */
  expected(sandbox: Sandbox): Promise<JobPost[]>;
  /** The vendor gives workplaces (remote, hybrid, on site) the workplace filter can narrow by. */
  workplaces: boolean;
  /** The vendor gives pay ranges. */
  pay: boolean;
  /** One job's own request, sent when it opens (the list has no descriptions). */
  detailPath?(id: string): string;
}

/** An emulator's answer, past the HTTP cache, so the board's own request still reaches the server. */
async function answer(url: string, as: 'json' | 'text' = 'json'): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  expect(response.status, url).to.equal(200);
  return as === 'json' ? response.json() : response.text();
}

const onSubdomain = (vendor: SubdomainVendor) => (sandbox: Sandbox, company: string = VENDOR_BOARDS[vendor]) => `${sandbox.baseUrl}${companyRoot(vendor, company)}`;

const VENDORS: readonly Vendor[] = [
  {
    vendor: 'workable',
    baseUrl: (sandbox) => sandbox.baseUrl,
    boardRequests: [vendorPaths.workableAccount()],
    expected: async (sandbox) => workableJobPosts(await answer(sandbox.baseUrl + vendorPaths.workableAccount())),
    // Workable says remote or nothing (no hybrid flag): the remote ones narrow.
    workplaces: true,
    pay: false,
  },
  {
    vendor: 'smartrecruiters',
    baseUrl: (sandbox) => sandbox.baseUrl,
    // 174 postings in pages of 100.
    boardRequests: [vendorPaths.smartRecruitersPostings(0), vendorPaths.smartRecruitersPostings(100)],
    expected: async (sandbox) => [
      ...smartRecruitersPage(await answer(sandbox.baseUrl + vendorPaths.smartRecruitersPostings(0)), VENDOR_BOARDS.smartrecruiters).posts,
      ...smartRecruitersPage(await answer(sandbox.baseUrl + vendorPaths.smartRecruitersPostings(100)), VENDOR_BOARDS.smartrecruiters).posts,
    ],
    workplaces: true,
    pay: false,
    detailPath: (id) => vendorPaths.smartRecruitersPosting(id),
  },
  {
    vendor: 'recruitee',
    baseUrl: onSubdomain('recruitee'),
    boardRequests: [vendorPaths.recruiteeOffers()],
    expected: async (sandbox) => recruiteeOffers(await answer(sandbox.baseUrl + vendorPaths.recruiteeOffers())),
    workplaces: true,
    pay: true,
  },
  {
    vendor: 'pinpoint',
    baseUrl: onSubdomain('pinpoint'),
    boardRequests: [vendorPaths.pinpointPostings()],
    expected: async (sandbox) => pinpointPostings(await answer(sandbox.baseUrl + vendorPaths.pinpointPostings())),
    workplaces: true,
    pay: true,
  },
  {
    vendor: 'personio',
    baseUrl: onSubdomain('personio'),
    boardRequests: [vendorPaths.personioFeed()],
    expected: async (sandbox) => personioPositions(String(await answer(sandbox.baseUrl + vendorPaths.personioFeed(), 'text')), 'personio.jobs.personio.de'),
    // Only "Remote" as an office says anything of the workplace.
    workplaces: true,
    pay: false,
  },
  {
    vendor: 'teamtailor',
    baseUrl: onSubdomain('teamtailor'),
    boardRequests: [vendorPaths.teamtailorFeed()],
    expected: async (sandbox) => teamtailorJobs(String(await answer(sandbox.baseUrl + vendorPaths.teamtailorFeed(), 'text'))),
    workplaces: true,
    pay: false,
  },
];

/** A title as the board shows it: white space collapsed (a non-breaking space too), trimmed. */
const shown = (title: string): string => title.replace(/\s+/g, ' ').trim();

/** The requests the board made (the test's own reads left out: they come before `before`). */
async function boardRequests(sandbox: Sandbox, before: number): Promise<string[]> {
  return (await sandboxRequests(sandbox))
    .slice(before)
    .filter((request: RecordedRequest) => request.method !== 'OPTIONS')
    .map((request) => request.path + request.search);
}

const summary = (el: JobBoard): string => text(part(el, 'summary'));
const positions = (count: number): string => `${count.toLocaleString('en')} open position${count === 1 ? '' : 's'}`;

/** A filter control's options as `{ value: count }`, "All …" left out. */
function optionCounts(control: Element): Record<string, number> {
  const options = [...control.shadowRoot!.querySelectorAll('option')].filter((option) => option.value !== '');
  return Object.fromEntries(options.map((option) => [option.value, Number(/\((\d[\d,]*)\)\s*$/.exec(option.textContent ?? '')?.[1]?.replace(/,/g, '') ?? NaN)]));
}

/** How many of `posts` have each value of a facet. */
function facetCounts(posts: readonly JobPost[], facet: 'department' | 'office'): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const post of posts) for (const value of facetValues(post, facet)) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Picks `value` in a `<job-board-filter>`'s select, as a visitor does. */
function pick(filter: Element, value: string): void {
  const select = filter.shadowRoot!.querySelector('select')!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The JSON-LD JobPosting in the head. */
function jsonLd(): Raw {
  const blocks = document.head.querySelectorAll('script[type="application/ld+json"]');
  expect(blocks, 'one JSON-LD block').to.have.length(1);
  return JSON.parse(blocks[0]!.textContent!) as Raw;
}

/** A board and every `job-board-error` it fires. */
async function boardWithErrors(attributes: Record<string, string | null>, wait: 'load' | 'error', sandbox: Sandbox): Promise<{ el: JobBoard; errors: ErrorDetail[] }> {
  const errors: ErrorDetail[] = [];
  const listener = (event: Event): void => void errors.push((event as CustomEvent<ErrorDetail>).detail);
  document.addEventListener('job-board-error', listener);
  try {
    const el = await boardFixture(sandbox, { token: null, ...attributes }, { wait });
    await waitUntil(() => wait === 'load' || errors.length > 0, 'no job-board-error');
    return { el, errors };
  } finally {
    // Board failures are told after the update that saw them: keep listening until then.
    setTimeout(() => document.removeEventListener('job-board-error', listener), 2000);
  }
}

for (const vendor of VENDORS) {
  const source = `${vendor.vendor}:${VENDOR_BOARDS[vendor.vendor]}`;

  describe(`<job-board source="${source}">`, function () {
    this.timeout(30000);
    let sandbox: Sandbox;
    let expected: JobPost[];
    let before: number;

    beforeEach(async () => {
      sandbox = await createSandbox();
      expected = await vendor.expected(sandbox);
      before = (await sandboxRequests(sandbox)).length;
    });

    function board(attributes: Record<string, string | null> = {}, children = ''): Promise<JobBoard> {
      return boardFixture(sandbox, { source, token: null, 'base-url': vendor.baseUrl(sandbox), 'page-size': '10', lang: 'en', ...attributes }, { children });
    }

    it('lists every job the emulator serves, counts them, and pages them, from the board’s own requests only', async () => {
      expect(expected.length, 'the emulator serves the data set').to.be.greaterThan(100);
      const el = await board();
      expect(titles(el)).to.deep.equal(expected.slice(0, 10).map((post) => shown(post.title)));
      expect(summary(el)).to.equal(positions(expected.length));
      el.page = 2;
      await waitUntil(() => titles(el)[0] === shown(expected[10]!.title), 'page 2 not shown');
      expect(titles(el)).to.deep.equal(expected.slice(10, 20).map((post) => shown(post.title)));
      el.page = Math.ceil(expected.length / 10);
      await waitUntil(() => titles(el)[0] === shown(expected[(el.page - 1) * 10]!.title), 'the last page not shown');
      expect(titles(el)).to.have.length(expected.length - (el.page - 1) * 10);
      expect(await boardRequests(sandbox, before)).to.deep.equal(vendor.boardRequests);
    });

    it('searches (job-board-search) and filters by department, office and workplace, with counts over the whole board', async () => {
      const controls = `<job-board-search debounce="5000"></job-board-search><job-board-filter by="department"></job-board-filter><job-board-filter by="office"></job-board-filter>${
        vendor.workplaces ? '<job-board-workplace-filter></job-board-workplace-filter>' : ''
      }`;
      const el = await board({}, controls);
      const [departments, offices] = [...el.querySelectorAll('job-board-filter')] as Element[] as [Element, Element];
      await waitUntil(() => Object.keys(optionCounts(departments)).length > 1 && Object.keys(optionCounts(offices)).length > 1, 'no filter options');
      expect(optionCounts(departments)).to.deep.equal(facetCounts(expected, 'department'));
      expect(optionCounts(offices)).to.deep.equal(facetCounts(expected, 'office'));

      // A visitor searches: the count and the listing are the matching jobs.
      const word = 'engineer';
      const found = expected.filter((post) => matchesQuery(post, word));
      expect(found.length, 'some jobs match, not all').to.be.within(1, expected.length - 1);
      el.querySelector('job-board-search')!.shadowRoot!.querySelector('input')!.focus();
      await sendKeys({ type: word });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => summary(el) === positions(found.length), `the search finds ${found.length}: ${summary(el)}`);
      expect(el.query).to.equal(word);
      expect(titles(el)).to.deep.equal(found.slice(0, 10).map((post) => shown(post.title)));
      // The department counts follow the search.
      await waitUntil(() => optionCounts(departments)[found[0]!.ats_department!.name!] === facetCounts(found, 'department')[found[0]!.ats_department!.name!], 'counts do not follow the search');

      const department = found[0]!.ats_department!.name!;
      pick(departments, department);
      const inDepartment = found.filter((post) => facetValues(post, 'department').includes(department));
      await waitUntil(() => summary(el) === positions(inDepartment.length), `the department leaves ${inDepartment.length}: ${summary(el)}`);
      expect(el.department).to.equal(department);

      if (vendor.workplaces) {
        pick(departments, '');
        const remote = found.filter((post) => post.ats_job?.workplace === 'remote');
        expect(remote.length, 'some remote jobs match').to.be.within(1, found.length - 1);
        const box = el.querySelector('job-board-workplace-filter')!.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"][value="remote"]')!;
        box.click();
        await waitUntil(() => summary(el) === positions(remote.length), `remote leaves ${remote.length}: ${summary(el)}`);
        expect(el.workplaces).to.deep.equal(['remote']);
      }
      expect(await boardRequests(sandbox, before)).to.deep.equal(vendor.boardRequests);
    });

    it('groups by department: every job once under its department, each heading with its count', async () => {
      const el = await board({ 'group-by': 'department' });
      const groups = Object.fromEntries(
        parts(el, 'group').map((group) => {
          const name = text(group.querySelector('[part~="group-heading"] [dir="auto"]'));
          const entries = group.querySelectorAll('[part~="item-link"]').length;
          expect(text(group.querySelector('[part~="group-count"]')), `${name}'s heading counts its entries`).to.equal(String(entries));
          return [name, entries];
        }),
      );
      const counts = facetCounts(expected, 'department');
      const without = expected.filter((post) => facetValues(post, 'department').length === 0).length;
      for (const [department, count] of Object.entries(counts)) expect(groups[department], department).to.equal(count);
      expect(Object.keys(groups)).to.have.length(Object.keys(counts).length + (without > 0 ? 1 : 0));
      expect(parts(el, 'item-link')).to.have.length(expected.length);
    });

    it(
      vendor.detailPath
        ? 'opens a job: its own request is sent, its description shows, and its JSON-LD is in the head'
        : 'opens a job from the board’s answer, with its description and its JSON-LD: no request of its own',
      async () => {
        // Past the first page; with pay where the vendor has it; with a description (Personio's may have none).
        const job = expected.slice(11).find((post) => (!vendor.pay || payRanges(post).length > 0) && (vendor.detailPath !== undefined || Boolean(post.description)))!;
        const el = await board();
        el.job = job.id;
        await waitUntil(() => text(part(el, 'detail-title')) === shown(job.title), 'the detail is not shown');
        await waitUntil(() => text(part(el, 'description')) !== '', 'no description');
        // Decoded once: no entity or tag shows as text, and the markup is markup.
        expect(text(part(el, 'description'))).not.to.match(/&lt;|&gt;|&amp;|&#\d+;|<\/?[a-z]+>/i);
        expect(part(el, 'description')!.querySelector('p, li')).not.to.equal(null);
        await waitUntil(() => document.head.querySelector('script[type="application/ld+json"]') !== null, 'no JSON-LD');
        const data = jsonLd();
        expect(data['@type']).to.equal('JobPosting');
        expect(data['title']).to.equal(shown(job.title));
        expect(String(data['description'])).to.contain('<');
        if (vendor.pay) {
          const pay = payRanges(job)[0]!;
          expect(data['baseSalary'], 'pay in the JSON-LD').to.deep.include({ '@type': 'MonetaryAmount', currency: pay.currency });
          expect(text(part(el, 'pay'))).to.match(/\d/);
        } else {
          expect(data).not.to.have.property('baseSalary');
          expect(part(el, 'pay')).to.equal(null);
        }
        const requests = await boardRequests(sandbox, before);
        expect(requests).to.deep.equal([...vendor.boardRequests, ...(vendor.detailPath ? [vendor.detailPath(job.id)] : [])]);
      },
    );

    if (vendor.pay) {
      it('shows each entry’s pay with show-pay, and none where the vendor gives none', async () => {
        const el = await board({ 'show-pay': '' });
        const entries = parts(el, 'item').map((item) => item.querySelector('[part~="pay"]') !== null);
        const paid = expected.slice(0, 10).map((post) => payRanges(post).length > 0);
        expect(paid, 'page 1 has jobs with pay and without').to.include(true).and.to.include(false);
        expect(entries).to.deep.equal(paid);
        // The range once, as the board writes it: no vendor text repeating it as a label.
        for (const pay of parts(el, 'pay')) expect(text(pay)).to.match(/^[€$£][\d,.]+ – [€$£][\d,.]+ \/ (year|month|hour)$/);
      });
    }

    if (vendor.vendor === 'pinpoint') {
      it('leaves out a compensation the employer hides (compensation_visible false)', async () => {
        const raw = ((await answer(sandbox.baseUrl + vendorPaths.pinpointPostings())) as { data: Raw[] }).data;
        const at = raw.findIndex((posting) => posting['compensation_visible'] === false && posting['compensation_minimum'] != null);
        expect(at, 'a hidden compensation on the first page').to.be.within(0, 9);
        const el = await board({ 'show-pay': '' });
        expect(parts(el, 'item')[at]!.querySelector('[part~="pay"]')).to.equal(null);
        el.job = expected[at]!.id;
        await waitUntil(() => text(part(el, 'detail-title')) === shown(expected[at]!.title), 'the detail is not shown');
        expect(part(el, 'pay')).to.equal(null);
        expect(jsonLd()).not.to.have.property('baseSalary');
      });
    }

    if (vendor.vendor === 'smartrecruiters') {
      it('an unknown company answers as an empty one: the empty state, no error', async () => {
        const { el, errors } = await boardWithErrors({ source: 'smartrecruiters:nobody-here', 'base-url': vendor.baseUrl(sandbox) }, 'load', sandbox);
        expect(el.status).to.equal('ready');
        expect(text(el.shadowRoot!.querySelector('[part~="status"]'))).to.equal(englishStrings.empty);
        expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
        expect(errors).to.deep.equal([]);
      });
    } else {
      it('an unknown company: the error state, and ERR_BOARD_NOT_FOUND naming the board', async () => {
        if (vendor.vendor === 'pinpoint') {
          // Pinpoint answers an unknown company 200 with its canned demo postings: still no board.
          const demo = (await answer(vendor.baseUrl(sandbox, 'nobody-here') + '/postings.json')) as { data: Raw[] };
          expect(demo.data).to.have.length(2);
        }
        const warnings = recordConsole('warn');
        const { el, errors } = await boardWithErrors({ source: `${vendor.vendor}:nobody-here`, 'base-url': vendor.baseUrl(sandbox, 'nobody-here') }, 'error', sandbox);
        expect(errors[0]!.code).to.equal('ERR_BOARD_NOT_FOUND');
        expect(errors[0]!.status).to.equal(404);
        expect(errors[0]!.message).to.contain('"nobody-here"');
        await el.updateComplete;
        expect(text(el.shadowRoot!.querySelector('[part~="status"][role="alert"]'))).to.contain(englishStrings.errorSetup);
        expect(part(el, 'retry-button')).to.equal(null);
        expect(warnings.calls.join('\n')).to.contain('nobody-here');
      });
    }
  });
}

describe('<job-board source> of several boards: greenhouse:northwind lever:harborpay recruitee:make', function () {
  this.timeout(30000);
  keepPageUrl();
  const SOURCE = 'greenhouse:northwind lever:harborpay recruitee:make';
  let sandbox: Sandbox;
  /** Each board's posts, read by its adapter. */
  let boards: { greenhouse: JobPost[]; lever: JobPost[]; recruitee: JobPost[] };
  let all: JobPost[];
  let before: number;

  beforeEach(async () => {
    sandbox = await createSandbox();
    boards = {
      greenhouse: greenhouseJobPosts(await answer(`${sandbox.baseUrl}${vendorPaths.greenhouseJobs('content=true&pay_transparency=true')}`)),
      lever: leverPostings(await answer(`${sandbox.baseUrl}${vendorPaths.leverPostings()}`)),
      recruitee: recruiteeOffers(await answer(`${sandbox.baseUrl}${vendorPaths.recruiteeOffers()}`)),
    };
    all = [...boards.greenhouse, ...boards.lever, ...boards.recruitee];
    before = (await sandboxRequests(sandbox)).length;
  });

  /** One `base-url` for every board: the sandbox, where the emulators sit as a proxy would put them. */
  function board(attributes: Record<string, string | null> = {}, children = '', wait: 'load' | 'none' = 'load'): Promise<JobBoard> {
    return boardFixture(sandbox, { source: SOURCE, token: null, 'page-size': '10', lang: 'en', ...attributes }, { children, wait });
  }

  /** When a post was published, in milliseconds: the posted date's fields in the order the board reads them (Lever's `created_at`, Greenhouse's `first_published_at`, Recruitee's `published_at`). */
  const published = (post: JobPost): number => Date.parse(String(post.created_at ?? post.first_published_at ?? post.published_at));

  it('one listing, one count, newest first, from one request a board', async () => {
    const el = await board({ 'page-size': '100' });
    expect(summary(el)).to.equal(positions(all.length));
    expect(el.posts).to.have.length(100);
    const times = el.posts.map(published);
    for (let at = 1; at < times.length; at += 1) expect(times[at], `post ${at} is no newer than the one before`).to.be.at.most(times[at - 1]!);
    // Every board is in the listing, each post under its merged id.
    const boardsShown = new Set(el.posts.map((post) => post.id.split('.').slice(0, 2).join('.')));
    expect([...boardsShown].sort()).to.deep.equal(['greenhouse.northwind', 'lever.harborpay', 'recruitee.make']);
    expect(el.posts.map((post) => post.source)).to.include.members(['greenhouse:northwind', 'lever:harborpay', 'recruitee:make']);
    expect((await boardRequests(sandbox, before)).sort()).to.deep.equal(
      // One origin stands for each vendor's: Recruitee's board at its own path, /api/offers/.
      [vendorPaths.greenhouseJobs('content=true&pay_transparency=true'), vendorPaths.leverPostings(), '/api/offers/'].sort(),
    );
  });

  it('searches and filters across every board, with counts over all of them', async () => {
    const el = await board({}, '<job-board-filter by="department"></job-board-filter><job-board-workplace-filter></job-board-workplace-filter>');
    const departments = el.querySelector('job-board-filter')!;
    await waitUntil(() => Object.keys(optionCounts(departments)).length > 1, 'no department options');
    expect(optionCounts(departments)).to.deep.equal(facetCounts(all, 'department'));
    el.query = 'engineer';
    const found = all.filter((post) => matchesQuery(post, 'engineer'));
    await waitUntil(() => summary(el) === positions(found.length), `the search finds ${found.length}: ${summary(el)}`);
    // Each board adds its own matches.
    for (const posts of Object.values(boards)) expect(posts.filter((post) => matchesQuery(post, 'engineer')).length).to.be.greaterThan(0);
    const department = found[0]!.ats_department!.name!;
    pick(departments, department);
    const inDepartment = found.filter((post) => facetValues(post, 'department').includes(department));
    await waitUntil(() => summary(el) === positions(inDepartment.length), `the department leaves ${inDepartment.length}: ${summary(el)}`);
    el.workplaces = ['hybrid'];
    const hybrid = inDepartment.filter((post) => post.ats_job?.workplace === 'hybrid');
    await waitUntil(() => summary(el) === positions(hybrid.length), `hybrid leaves ${hybrid.length}: ${summary(el)}`);
    expect(await boardRequests(sandbox, before)).to.have.length(3);
  });

  it('opens a job by its merged id, and its URL (?jb-job=…) reloads to the same job', async () => {
    const lever = boards.lever[7]!;
    const id = `lever.harborpay.${lever.id}`;
    const el = await board({ routing: 'query' });
    el.job = id;
    await waitUntil(() => text(part(el, 'detail-title')) === shown(lever.title), 'the job is not shown');
    await waitUntil(() => new URL(location.href).searchParams.get('jb-job') === id, `the URL does not name ${id}: ${location.href}`);
    const url = location.href;
    el.remove();
    // A visitor opens the link: a new board on the same URL.
    history.replaceState(null, '', url);
    const again = await board({ routing: 'query' }, '', 'none');
    await waitUntil(() => text(part(again, 'detail-title')) === shown(lever.title), 'the link does not open the same job');
    expect(again.job).to.equal(id);
    expect(text(part(again, 'description'))).not.to.equal('');
  });

  it('a board that fails leaves the others shown, and job-board-error and a console hint name it', async () => {
    const warnings = recordConsole('warn');
    const { el, errors } = await boardWithErrors({ source: 'greenhouse:northwind lever:nobody-here recruitee:make' }, 'load', sandbox);
    expect(summary(el)).to.equal(positions(boards.greenhouse.length + boards.recruitee.length));
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    await waitUntil(() => errors.length > 0, 'no job-board-error');
    expect(errors).to.have.length(1);
    expect(errors[0]!.code).to.equal('ERR_BOARD_NOT_FOUND');
    expect(errors[0]!.message).to.contain('lever:nobody-here');
    await waitUntil(() => warnings.calls.some((call) => call.includes('nobody-here')), 'no console hint naming the board');
  });

  it('all boards failing: the error state', async () => {
    const { el, errors } = await boardWithErrors({ source: 'lever:nobody-here recruitee:nobody-here recruitee:nobody-either' }, 'error', sandbox);
    // Two Recruitee companies behind one base-url: each below /recruitee/<name>/, where the emulator knows neither.
    expect(errors[0]!.code).to.equal('ERR_BOARD_NOT_FOUND');
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('[part~="status"][role="alert"]'))).to.contain(englishStrings.errorSetup);
    expect(titles(el)).to.deep.equal([]);
  });
});
