/**
 * `<job-board source="greenhouse:…|lever:…|ashby:…">` against the reference server's emulators of
 * the three vendors' public APIs, at their real paths inside a sandbox (its request log says what
 * the board sent, its faults play a 429): listing, search, filters, a detail with no request of
 * its own, deep links, unlisted jobs, pay, an unknown board and a wrong source.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { allEnglishTexts as englishStrings } from '../../helpers/english-texts.js';
import { createSandbox, sandboxRequests, updateSandbox, type RecordedRequest, type Sandbox } from '../../helpers/sandbox.js';
import { keepPageUrl } from '../../helpers/routing.js';
import { boardFixture, part, parts, recordConsole, text, titles, type ErrorDetail } from '../../helpers/board.js';

interface Vendor {
  source: string;
  /** The path of the whole board's request, below the host. */
  boardPath: string;
  boardQuery: string;
  /** The board's answer, straight from the emulator. */
  answer(sandbox: Sandbox): Promise<unknown[]>;
  /** The id and title of a raw job of the answer. */
  idOf(job: unknown): string;
  titleOf(job: unknown): string;
}

/** An emulator's answer, read past the HTTP cache (Ashby's answers may be kept 60 s), so the board's own request still reaches the server. */
async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  expect(response.status, url).to.equal(200);
  return response.json();
}

type Raw = Record<string, unknown>;

const VENDORS: readonly Vendor[] = [
  {
    source: 'greenhouse:northwind',
    boardPath: '/v1/boards/northwind/jobs',
    boardQuery: '?content=true&pay_transparency=true',
    answer: async (sandbox) => ((await json(`${sandbox.baseUrl}/v1/boards/northwind/jobs?content=true&pay_transparency=true`)) as { jobs: unknown[] }).jobs,
    idOf: (job) => String((job as Raw).id),
    titleOf: (job) => String((job as Raw).title).trim(),
  },
  {
    source: 'lever:harborpay',
    boardPath: '/v0/postings/harborpay',
    boardQuery: '?mode=json',
    answer: async (sandbox) => (await json(`${sandbox.baseUrl}/v0/postings/harborpay?mode=json`)) as unknown[],
    idOf: (job) => String((job as Raw).id),
    titleOf: (job) => String((job as Raw).text).trim(),
  },
  {
    source: 'ashby:lumenfield',
    boardPath: '/posting-api/job-board/lumenfield',
    boardQuery: '?includeCompensation=true',
    answer: async (sandbox) =>
      ((await json(`${sandbox.baseUrl}/posting-api/job-board/lumenfield?includeCompensation=true`)) as { jobs: Raw[] }).jobs.filter(
        (job) => job.isListed !== false,
      ),
    idOf: (job) => String((job as Raw).id),
    titleOf: (job) => String((job as Raw).title).trim(),
  },
];

/** The requests the board made (the test's own reads of the emulator left out). */
async function boardRequests(sandbox: Sandbox, before: number): Promise<RecordedRequest[]> {
  return (await sandboxRequests(sandbox)).slice(before).filter((request) => request.method !== 'OPTIONS');
}

async function sourceBoard(sandbox: Sandbox, source: string, attributes: Record<string, string | null> = {}, children = ''): Promise<JobBoard> {
  return boardFixture(sandbox, { source, token: null, 'page-size': '10', ...attributes }, { children });
}

function countText(el: JobBoard): string {
  return text(part(el, 'summary'));
}

/** A board and the first `job-board-error` it fires, however soon. */
async function failingBoard(sandbox: Sandbox | undefined, attributes: Record<string, string | null>): Promise<{ el: JobBoard; error: ErrorDetail }> {
  const errors: ErrorDetail[] = [];
  const listener = (event: Event): void => void errors.push((event as CustomEvent<ErrorDetail>).detail);
  document.addEventListener('job-board-error', listener);
  try {
    const el = await boardFixture(sandbox, { token: null, ...attributes }, { wait: 'error' });
    return { el, error: errors[0]! };
  } finally {
    document.removeEventListener('job-board-error', listener);
  }
}

for (const vendor of VENDORS) {
  describe(`<job-board source="${vendor.source}">`, () => {
    let sandbox: Sandbox;
    let answer: unknown[];
    let before: number;

    beforeEach(async () => {
      sandbox = await createSandbox();
      answer = await vendor.answer(sandbox);
      before = (await sandboxRequests(sandbox)).length;
    });

    it('lists the board from one request with no token, no Authorization and no preflight', async () => {
      const el = await sourceBoard(sandbox, vendor.source);
      expect(titles(el)).to.deep.equal(answer.slice(0, 10).map((job) => vendor.titleOf(job)));
      expect(countText(el)).to.contain(String(answer.length));
      const requests = await boardRequests(sandbox, before);
      expect(requests.map((request) => request.path + request.search)).to.deep.equal([vendor.boardPath + vendor.boardQuery]);
      expect(requests[0]!.authorized).to.equal(false);
      // Only CORS-safelisted headers: the browser sends no preflight for them.
      expect(requests[0]!.headerNames).not.to.include('authorization');
      expect((await sandboxRequests(sandbox)).slice(before).filter((request) => request.method === 'OPTIONS')).to.have.length(0);
    });

    it('searches, pages and opens a job locally: no further request', async () => {
      const el = await sourceBoard(sandbox, vendor.source);
      const word = vendor.titleOf(answer[0]).split(/\s+/)[0]!;
      el.query = word;
      // Searched in titles, departments and places: at least every title with the word, at most the board.
      const withWord = answer.filter((job) => vendor.titleOf(job).toLowerCase().includes(word.toLowerCase())).length;
      await waitUntil(() => el.status === 'ready' && titles(el).includes(vendor.titleOf(answer[0])), 'no search');
      const found = Number(/[\d,]+/.exec(countText(el))?.[0]?.replace(',', ''));
      expect(found).to.be.within(withWord, answer.length);
      el.query = '';
      el.page = 2;
      await waitUntil(() => titles(el)[0] === vendor.titleOf(answer[10]), 'page 2 not shown');
      const id = vendor.idOf(answer[11]);
      el.job = id;
      await waitUntil(() => text(part(el, 'detail-title')) === vendor.titleOf(answer[11]), 'the detail is not shown');
      await waitUntil(() => text(part(el, 'description')) !== '', 'no description');
      // Decoded once: no entity or tag shows as text.
      expect(text(part(el, 'description'))).not.to.match(/&lt;|&gt;|&amp;|<\/?[a-z]+>/i);
      expect(part(el, 'description')!.querySelector('p, li, div')).not.to.equal(null);
      expect(await boardRequests(sandbox, before)).to.have.length(1);
    });

    it('filters by department with counts over the whole board', async () => {
      const el = await sourceBoard(sandbox, vendor.source, {}, '<job-board-filter by="department"></job-board-filter>');
      const filter = el.querySelector('job-board-filter')!;
      await waitUntil(() => filter.shadowRoot!.querySelectorAll('option').length > 1, 'no department options');
      const options = [...filter.shadowRoot!.querySelectorAll('option')].filter((option) => option.value !== '');
      const total = options.reduce((sum, option) => sum + Number(/\((\d+)\)/.exec(option.textContent ?? '')?.[1] ?? /(\d+)/.exec(option.textContent ?? '')?.[1] ?? 0), 0);
      expect(total, 'the counts add up to the board').to.be.at.least(answer.length - answer.length / 2);
      const department = options[0]!.value;
      el.department = department;
      await el.updateComplete;
      await waitUntil(() => countText(el) !== '' && !countText(el).includes(String(answer.length)), 'not narrowed');
      expect(await boardRequests(sandbox, before)).to.have.length(1);
    });

    it('a deep link to a job makes one request', async () => {
      const job = answer[3]!;
      const el = await boardFixture(sandbox, { source: vendor.source, token: null, job: vendor.idOf(job) }, { wait: 'none' });
      await waitUntil(() => text(part(el, 'detail-title')) === vendor.titleOf(job), 'the deep-linked job is not shown', { timeout: 8000 });
      const requests = await boardRequests(sandbox, before);
      expect(requests, JSON.stringify(requests.map((request) => request.path))).to.have.length(1);
    });

    it('an unknown board: the set-up text, no Retry, ERR_BOARD_NOT_FOUND with status 404, and a console line naming the address', async () => {
      const warnings = recordConsole('warn');
      const unknown = `${vendor.source.split(':')[0]}:no-such-board`;
      const { el, error } = await failingBoard(sandbox, { source: unknown });
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('ERR_BOARD_NOT_FOUND');
      await el.updateComplete;
      const alert = el.shadowRoot!.querySelector('[part~="status"][role="alert"]');
      expect(text(alert)).to.contain(englishStrings.errorSetup);
      expect(part(el, 'retry-button')).to.equal(null);
      expect(warnings.calls.join('\n')).to.contain('no-such-board');
    });
  });
}

describe('<job-board source> beyond one vendor', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await createSandbox();
  });

  it("leaves Ashby's unlisted jobs out of the listing, and opens one by its own link", async () => {
    const jobs = ((await json(`${sandbox.baseUrl}/posting-api/job-board/lumenfield?includeCompensation=true`)) as { jobs: Raw[] }).jobs;
    const unlisted = jobs.filter((job) => job.isListed === false);
    expect(unlisted.length).to.be.greaterThan(0);
    const el = await sourceBoard(sandbox, 'ashby:lumenfield', { 'page-size': '100' });
    expect(countText(el)).to.contain(String(jobs.length - unlisted.length));
    const entryIds = (): string[] => parts<HTMLAnchorElement>(el, 'item-link').map((link) => link.dataset['id']!);
    const ids = entryIds();
    el.page = 2;
    await waitUntil(() => entryIds()[0] !== ids[0], 'page 2 not shown');
    ids.push(...entryIds());
    expect(ids).to.have.length(jobs.length - unlisted.length);
    for (const job of unlisted) expect(ids).not.to.include(String(job.id));
    el.job = String(unlisted[0]!.id);
    await waitUntil(() => text(part(el, 'detail-title')) === String(unlisted[0]!.title).trim(), 'the unlisted job does not open by its link');
  });

  it('a 429 is retried after its Retry-After', async () => {
    await updateSandbox(sandbox, { faults: [{ route: 'list', kind: 'status', status: 429, retryAfter: 1, times: 1 }] });
    const started = performance.now();
    const el = await sourceBoard(sandbox, 'lever:harborpay');
    expect(performance.now() - started).to.be.at.least(900);
    expect(titles(el).length).to.equal(10);
    const requests = (await sandboxRequests(sandbox)).filter((request) => request.path === '/v0/postings/harborpay');
    expect(requests).to.have.length(2);
  });

  it('a source that is none of the three forms sends nothing and says so', async () => {
    const warnings = recordConsole('warn');
    const { error } = await failingBoard(sandbox, { source: 'workday:acme' });
    expect(error.code).to.equal('ERR_SOURCE_INVALID');
    expect(warnings.calls.join('\n')).to.match(/source must be greenhouse:, lever:, ashby:, workable:, smartrecruiters:, recruitee:, personio:, teamtailor: or pinpoint: and the board's name, several separated by spaces \("workday:acme"\)/);
    expect(await sandboxRequests(sandbox)).to.have.length(0);
  });

  it("a source's API that can't be reached (CORS refuses alike): the network error, and a console hint with the proxy recipe", async () => {
    const warnings = recordConsole('warn');
    // Nothing listens on port 9: the browser reports it as it reports a CORS refusal, a failed fetch.
    const { error } = await failingBoard(undefined, { source: 'lever:harborpay', 'base-url': 'http://127.0.0.1:9' });
    expect(error.code).to.equal('NETWORK_ERROR');
    expect(warnings.calls.join('\n')).to.match(/board "lever:harborpay" got no answer.*CORS.*Lever answers only.*proxy.*base-url.*renderJobBoard.*job-board-element build/s);
  });

  it('a board of 1,200 jobs loads whole from one request, and its filters stay', async () => {
    const el = await sourceBoard(sandbox, 'greenhouse:bigboard', {}, '<job-board-filter by="department"></job-board-filter>');
    expect(countText(el)).to.match(/1,200/);
    expect(el.querySelector('job-board-filter')!.hidden).to.equal(false);
    expect((await sandboxRequests(sandbox)).filter((request) => request.method === 'GET')).to.have.length(1);
  });

  it('puts pay in the JSON-LD of a job with a pay range', async () => {
    const postings = (await json(`${sandbox.baseUrl}/v0/postings/harborpay?mode=json`)) as Raw[];
    const paid = postings.find((posting) => posting.salaryRange);
    expect(paid, 'the emulator has a posting with a salary range').not.to.equal(undefined);
    const el = await sourceBoard(sandbox, 'lever:harborpay');
    el.job = String(paid!.id);
    await waitUntil(() => text(part(el, 'detail-title')) === String(paid!.text).trim(), 'the detail is not shown');
    await waitUntil(() => document.head.querySelector('script[type="application/ld+json"]') !== null, 'no JSON-LD');
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as Raw;
    const range = paid!.salaryRange as Raw;
    expect(data.baseSalary).to.deep.include({ currency: range.currency });
    expect(text(part(el, 'pay'))).not.to.equal('');
    expect(parts(el, 'pay').length).to.be.greaterThan(0);
  });
});

describe('<job-board source> with routing, groups and "Show more"', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  let postings: Raw[];
  beforeEach(async () => {
    sandbox = await createSandbox();
    postings = (await json(`${sandbox.baseUrl}/v0/postings/harborpay?mode=json`)) as Raw[];
  });

  /** The test page at `path` with `params`, the runner's own parameters kept. */
  function goTo(path: string, params: Record<string, string> = {}): void {
    const url = new URL(location.href);
    url.pathname = path;
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    history.replaceState(null, '', url.href);
  }

  it('routing="path": a link to jobs/<id>/ opens the job, and the entries link there', async () => {
    const job = postings[4]!;
    goTo(`/careers/jobs/${String(job.id)}/`);
    const el = await boardFixture(sandbox, { source: 'lever:harborpay', token: null, routing: 'path', 'base-path': '/careers/' }, { wait: 'none' });
    await waitUntil(() => text(part(el, 'detail-title')) === String(job.text).trim(), 'the job is not shown');
    el.job = '';
    await waitUntil(() => parts(el, 'item-link').length > 0, 'no listing');
    expect(new URL(parts<HTMLAnchorElement>(el, 'item-link')[0]!.href).pathname).to.equal(`/careers/jobs/${String(postings[0]!.id)}/`);
  });

  it('routing="query": ?jb-job=<id> opens the job', async () => {
    const job = postings[2]!;
    goTo(location.pathname, { 'jb-job': String(job.id) });
    const el = await boardFixture(sandbox, { source: 'lever:harborpay', token: null, routing: 'query' }, { wait: 'none' });
    await waitUntil(() => text(part(el, 'detail-title')) === String(job.text).trim(), 'the job is not shown');
    expect(document.title).to.contain(String(job.text).trim());
  });

  it('groups by department, with every posting once per department', async () => {
    const el = await sourceBoard(sandbox, 'lever:harborpay', { 'group-by': 'department' });
    const headings = parts(el, 'group-heading');
    expect(headings.length).to.be.greaterThan(1);
    expect(parts(el, 'item-link')).to.have.length(postings.length);
  });

  it('"Show more jobs" adds the next page from the loaded board', async () => {
    const el = await sourceBoard(sandbox, 'lever:harborpay', { paging: 'more' });
    expect(titles(el)).to.have.length(10);
    part<HTMLButtonElement>(el, 'more-button')!.click();
    await waitUntil(() => titles(el).length === 20, 'no more jobs');
    expect((await sandboxRequests(sandbox)).filter((request) => request.path === '/v0/postings/harborpay')).to.have.length(2); // the test's read and the board's
  });
});
