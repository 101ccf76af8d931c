/**
 * The source client against the emulators of the vendors issue 39 added (real HTTP, in a sandbox
 * whose request log shows what was sent): `base-url` replacing a company's whole origin,
 * SmartRecruiters' pages and its descriptions asked for one job at a time (on open, or all with
 * `readDetails`, a few at once), and several boards in one list.
 */
import { expect } from '@open-wc/testing';
import { createSourceClient, DETAIL_CONCURRENCY, isJobBoardApiError } from '../../src/client/index.js';
import { createSandbox, sandboxRequests, type Sandbox } from '../helpers/sandbox.js';

async function gets(sandbox: Sandbox): Promise<string[]> {
  return (await sandboxRequests(sandbox)).filter((request) => request.method === 'GET').map((request) => request.path + request.search);
}

describe('SourceClient: the vendors of issue 39', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await createSandbox();
  });

  for (const [source, base, path] of [
    ['recruitee:make', '/recruitee/make', '/recruitee/make/api/offers/'],
    ['pinpoint:acme', '/pinpoint/acme', '/pinpoint/acme/postings.json'],
    ['workable:groove-tech', '', '/api/accounts/groove-tech?details=true'],
  ] as const) {
    it(`${source}: base-url replaces the vendor's whole origin, its path joined below (${path})`, async () => {
      const client = createSourceClient({ source, baseUrl: `${sandbox.baseUrl}${base}` });
      const { posts, total } = await client.loadAll();
      expect(posts.length).to.be.greaterThan(20);
      expect(total).to.equal(posts.length);
      expect(posts.every((post) => typeof post.description === 'string' && post.description.length > 0)).to.equal(true);
      expect(await gets(sandbox)).to.deep.equal([path]);
      // Opened from the board: its description is in the list, no request.
      expect((await client.getJobPost(posts[3]!.id)).id).to.equal(posts[3]!.id);
      expect(await gets(sandbox)).to.have.length(1);
    });
  }

  it('smartrecruiters: reads every page of 100, then opens a job with its own request for the description', async () => {
    const client = createSourceClient({ source: 'smartrecruiters:BrightwaveLabs', baseUrl: sandbox.baseUrl });
    const { posts, total } = await client.loadAll();
    expect(posts.length).to.equal(total);
    expect(posts.length).to.be.greaterThan(100);
    expect(await gets(sandbox)).to.deep.equal([
      '/v1/companies/BrightwaveLabs/postings?offset=0&limit=100',
      '/v1/companies/BrightwaveLabs/postings?offset=100&limit=100',
    ]);
    // The list has no description: the listing shows none, and opening a job asks for it.
    expect(posts[0]!.description).to.equal(undefined);
    const post = await client.getJobPost(posts[0]!.id);
    expect(post.id).to.equal(posts[0]!.id);
    expect(post.description).to.be.a('string').and.not.equal('');
    expect((await gets(sandbox)).slice(2)).to.deep.equal([`/v1/companies/BrightwaveLabs/postings/${posts[0]!.id}`]);
    // Cached: opened again, no request.
    await client.getJobPost(posts[0]!.id);
    expect(await gets(sandbox)).to.have.length(3);
  });

  it(`smartrecruiters with readDetails: every job's description with the board, at most ${DETAIL_CONCURRENCY} requests at once`, async () => {
    let inFlight = 0;
    let most = 0;
    const client = createSourceClient({
      source: 'smartrecruiters:BrightwaveLabs',
      baseUrl: sandbox.baseUrl,
      readDetails: true,
      fetch: async (url, init) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        try {
          return await fetch(url, init);
        } finally {
          inFlight -= 1;
        }
      },
    });
    const { posts } = await client.loadAll();
    expect(posts.every((post) => typeof post.description === 'string' && post.description !== '')).to.equal(true);
    expect(most).to.equal(DETAIL_CONCURRENCY);
    const sent = await gets(sandbox);
    const details = sent.filter((path) => /\/postings\/[^/?]+$/.test(path));
    // Each listed job's own answer once (a job gone since the list, 404, is left out of the board).
    expect(new Set(details).size).to.equal(details.length);
    expect(details.length).to.equal(sent.length - 2);
    expect(details.length).to.be.at.least(posts.length);
    await client.getJobPost(posts[7]!.id);
    expect(await gets(sandbox)).to.have.length(sent.length);
  });

  it('smartrecruiters: a server that pages by 10 whatever limit asks is read to its totalFound', async () => {
    const client = createSourceClient({
      source: 'smartrecruiters:BrightwaveLabs',
      baseUrl: sandbox.baseUrl,
      fetch: (url, init) => fetch(url.replace('limit=100', 'limit=10'), init),
    });
    const whole = await createSourceClient({ source: 'smartrecruiters:BrightwaveLabs', baseUrl: sandbox.baseUrl }).loadAll();
    const { posts } = await client.loadAll();
    expect(posts.map((post) => post.id)).to.deep.equal(whole.posts.map((post) => post.id));
    const pages = (await gets(sandbox)).filter((path) => path.includes('limit=10&') || path.endsWith('limit=10'));
    expect(pages).to.have.length(Math.ceil(whole.posts.length / 10));
  });

  it('smartrecruiters: an unknown company is an empty board, as the vendor answers it (200, totalFound 0)', async () => {
    const page = await createSourceClient({ source: 'smartrecruiters:nobody-here', baseUrl: sandbox.baseUrl }).listJobPosts();
    expect(page).to.deep.include({ totalCount: 0 });
  });

  for (const source of ['recruitee:nobody-here', 'pinpoint:nobody-here', 'workable:nobody-here']) {
    it(`${source}: an unknown company is ERR_BOARD_NOT_FOUND naming it`, async () => {
      const vendor = source.split(':')[0]!;
      const client = createSourceClient({ source, baseUrl: vendor === 'workable' ? sandbox.baseUrl : `${sandbox.baseUrl}/${vendor}/nobody-here` });
      const error = await client.listJobPosts().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(isJobBoardApiError(error) && error.code).to.equal('ERR_BOARD_NOT_FOUND');
      expect((error as Error).message).to.contain('"nobody-here"');
    });
  }
});

describe('SourceClient: several boards in one list', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await createSandbox();
  });

  it('one listing of every board, newest first, each id naming its board, each job opening by it', async () => {
    const client = createSourceClient({ source: 'greenhouse:northwind lever:harborpay recruitee:make', baseUrl: sandbox.baseUrl });
    const { posts, total, failures } = await client.loadAll();
    expect(failures).to.equal(undefined);
    // One origin stands for each vendor's: the emulators serve a company's subdomain at its root paths too.
    expect(await gets(sandbox)).to.have.members([
      '/v1/boards/northwind/jobs?content=true&pay_transparency=true',
      '/v0/postings/harborpay?mode=json',
      '/api/offers/',
    ]);
    const boards = new Set(posts.map((post) => post.source));
    expect([...boards].sort()).to.deep.equal(['greenhouse:northwind', 'lever:harborpay', 'recruitee:make']);
    expect(new Set(posts.map((post) => post.id)).size).to.equal(posts.length);
    expect(total).to.be.at.least(posts.length);
    const times = posts.map((post) => Date.parse(String(post.published_at ?? post.first_published_at ?? post.created_at ?? ''))).filter((time) => !Number.isNaN(time));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
    const lever = posts.find((post) => post.source === 'lever:harborpay')!;
    expect(lever.id).to.match(/^lever\.harborpay\./);
    expect((await client.getJobPost(lever.id)).id).to.equal(lever.id);
    const page = await client.listJobPosts({ page: 2, limit: 10 });
    expect(page.posts.map((post) => post.id)).to.deep.equal(posts.slice(10, 20).map((post) => post.id));
  });

  it('the same jobs posted on two boards show once, as the first board has them', async () => {
    // Two boards, one answer: a brand's board that reposts the company's jobs.
    const client = createSourceClient({
      source: 'greenhouse:northwind greenhouse:northwind-brand',
      baseUrl: sandbox.baseUrl,
      fetch: (url, init) => fetch(url.replace('/northwind-brand/', '/northwind/'), init),
    });
    const one = await createSourceClient({ source: 'greenhouse:northwind', baseUrl: sandbox.baseUrl }).loadAll();
    const { posts, failures } = await client.loadAll();
    expect(failures).to.equal(undefined);
    expect(posts.length).to.equal(one.posts.length);
    expect(posts.every((post) => post.source === 'greenhouse:northwind')).to.equal(true);
  });

  it('a board that fails leaves the others shown, named in failures; only all failing rejects', async () => {
    const client = createSourceClient({ source: 'greenhouse:northwind lever:nobody-here', baseUrl: sandbox.baseUrl });
    const { posts, failures } = await client.loadAll();
    expect(posts.length).to.be.greaterThan(20);
    expect(posts.every((post) => post.source === 'greenhouse:northwind')).to.equal(true);
    expect(failures).to.have.length(1);
    const [failure] = failures as Error[];
    expect(isJobBoardApiError(failure) && failure.code).to.equal('ERR_BOARD_NOT_FOUND');
    expect(failure!.message).to.match(/^lever:nobody-here failed\./);
    // Asked again, the failed board is asked again (not cached), and named again.
    expect(((await client.listJobPosts()).failures as Error[]).map((error) => error.message)).to.deep.equal([failure!.message]);

    const none = createSourceClient({ source: 'greenhouse:nobody-here lever:nobody-here', baseUrl: sandbox.baseUrl });
    const error = await none.loadAll().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isJobBoardApiError(error) && error.code).to.equal('ERR_BOARD_NOT_FOUND');
    // Every board named, the first one's code.
    expect((error as Error).message).to.match(/^No board of the list could be read\. greenhouse:nobody-here failed\. .* lever:nobody-here failed\. /);
  });

  it("a network failure of one board names it, and the other's jobs stay", async () => {
    const client = createSourceClient({
      source: 'greenhouse:northwind lever:harborpay',
      baseUrl: sandbox.baseUrl,
      maxRetries: 0,
      fetch: (url, init) => (url.includes('/v0/postings/') ? Promise.reject(new TypeError('Failed to fetch')) : fetch(url, init)),
    });
    const { posts, failures } = await client.loadAll();
    expect(posts.length).to.be.greaterThan(20);
    expect(failures).to.have.length(1);
    expect(isJobBoardApiError(failures![0]) && (failures![0] as { code: string }).code).to.equal('NETWORK_ERROR');
    expect((failures![0] as Error).message).to.contain('lever:harborpay');
  });

  it('an id that names no board of the list is ERR_NOT_FOUND, unsent', async () => {
    const client = createSourceClient({ source: 'greenhouse:northwind lever:harborpay', baseUrl: sandbox.baseUrl });
    const error = await client.getJobPost('ashby.acme.1').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isJobBoardApiError(error) && error.code).to.equal('ERR_NOT_FOUND');
    expect(await gets(sandbox)).to.deep.equal([]);
  });
});
