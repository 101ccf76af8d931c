/**
 * The source client against the reference server's vendor emulators (real HTTP, in a sandbox whose
 * request log shows what was sent): one request for the whole board, pages and search cut from
 * it, a post from the board without a request, the single-job endpoints, and the errors.
 */
import { expect } from '@open-wc/testing';
import { createBoardClient, createSourceClient, isJobBoardApiError, JobBoardsClient, parseSource, SOURCE_MAX_POSTS, SourceClient } from '../../src/client/index.js';
import { createSandbox, sandboxRequests, type Sandbox } from '../helpers/sandbox.js';

async function rejection(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isJobBoardApiError(error)) return error;
    throw error;
  }
  throw new Error('it did not reject');
}

async function gets(sandbox: Sandbox): Promise<string[]> {
  return (await sandboxRequests(sandbox)).filter((request) => request.method === 'GET').map((request) => request.path + request.search);
}

describe('parseSource', () => {
  it('reads the three forms, any case for the vendor, the name as written', () => {
    expect(parseSource('greenhouse:acme')).to.deep.equal({ vendor: 'greenhouse', name: 'acme' });
    expect(parseSource(' Lever:AcmeCo ')).to.deep.equal({ vendor: 'lever', name: 'AcmeCo' });
    expect(parseSource('ashby:Flock Safety')).to.deep.equal({ vendor: 'ashby', name: 'Flock Safety' });
  });

  it('refuses other vendors, empty names and names that would leave the board path', () => {
    for (const value of ['', 'workday:acme', 'greenhouse:', 'greenhouse: ', 'lever:a/b', 'ashby:..', 'ashby:a?b', 'lever:a#b', 'greenhouse:a\nb', 'acme']) {
      expect(parseSource(value), value).to.equal(undefined);
    }
  });
});

describe('createBoardClient', () => {
  it('makes a source client for a source and an API client otherwise', () => {
    expect(createBoardClient({ source: 'lever:x' })).to.be.instanceOf(SourceClient);
    expect(createBoardClient({ baseUrl: 'https://api.example.com', token: 't' })).to.be.instanceOf(JobBoardsClient);
  });
});

describe('SourceClient', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await createSandbox();
  });

  it("asks the vendor's path below base-url, with only Accept", async () => {
    const client = createSourceClient({ source: 'greenhouse:northwind', baseUrl: sandbox.baseUrl });
    const { posts, total } = await client.loadAll();
    expect(posts.length).to.be.greaterThan(20);
    expect(total).to.equal(posts.length);
    const [request] = await sandboxRequests(sandbox);
    expect(request!.path + request!.search).to.equal('/v1/boards/northwind/jobs?content=true&pay_transparency=true');
    expect(request!.authorized).to.equal(false);
    expect(client.baseUrl).to.equal(`${sandbox.baseUrl}/`);
  });

  it("uses the vendor's host without base-url", () => {
    expect(createSourceClient({ source: 'greenhouse:a' }).baseUrl).to.equal('https://boards-api.greenhouse.io/');
    expect(createSourceClient({ source: 'lever:a' }).baseUrl).to.equal('https://api.lever.co/');
    expect(createSourceClient({ source: 'ashby:a' }).baseUrl).to.equal('https://api.ashbyhq.com/');
  });

  it('cuts pages, the search and the workplaces from one answer', async () => {
    const client = createSourceClient({ source: 'lever:harborpay', baseUrl: sandbox.baseUrl });
    const { posts } = await client.loadAll();
    const page2 = await client.listJobPosts({ page: 2, limit: 7 });
    expect(page2.posts.map((post) => post.id)).to.deep.equal(posts.slice(7, 14).map((post) => post.id));
    expect(page2).to.deep.include({ page: 2, limit: 7, totalCount: posts.length, totalPages: Math.ceil(posts.length / 7) });
    const word = posts[0]!.title.split(' ')[0]!;
    const found = await client.listJobPosts({ query: ` ${word.toUpperCase()} `, limit: 100 });
    // In titles, as the API's filter_value searches.
    expect(found.posts.map((post) => post.id)).to.deep.equal(posts.filter((post) => post.title.toLowerCase().includes(word.toLowerCase())).map((post) => post.id));
    const remote = await client.listJobPosts({ workplaces: ['remote'], limit: 100 });
    expect(remote.posts.length).to.be.greaterThan(0);
    expect(remote.posts.every((post) => post.ats_job?.workplace === 'remote')).to.equal(true);
    expect(await gets(sandbox)).to.have.length(1);
  });

  it('refuses a page or limit the API would', async () => {
    const client = createSourceClient({ source: 'lever:harborpay', baseUrl: sandbox.baseUrl });
    expect((await rejection(client.listJobPosts({ page: 0 }))).code).to.equal('ERR_INVALID_PARAMETER');
    expect((await rejection(client.listJobPosts({ limit: 101 }))).code).to.equal('ERR_INVALID_PARAMETER');
  });

  it('answers a post from the loaded board with no request', async () => {
    const client = createSourceClient({ source: 'greenhouse:northwind', baseUrl: sandbox.baseUrl });
    const { posts } = await client.loadAll();
    const post = await client.getJobPost(posts[5]!.id);
    expect(post.id).to.equal(posts[5]!.id);
    expect(await gets(sandbox)).to.have.length(1);
  });

  for (const [source, path] of [
    ['greenhouse:northwind', '/v1/boards/northwind/jobs/'],
    ['lever:harborpay', '/v0/postings/harborpay/'],
  ] as const) {
    it(`${source}: a post asked for first comes from the single-job endpoint`, async () => {
      const ids = (await createSourceClient({ source, baseUrl: sandbox.baseUrl }).loadAll()).posts.map((post) => post.id);
      const before = (await gets(sandbox)).length;
      const client = createSourceClient({ source, baseUrl: sandbox.baseUrl });
      const post = await client.getJobPost(ids[2]!);
      expect(post.id).to.equal(ids[2]);
      const requests = (await gets(sandbox)).slice(before);
      expect(requests).to.have.length(1);
      expect(requests[0]).to.match(new RegExp(`^${path}${ids[2]}`));
      const missing = await rejection(client.getJobPost('999999999'));
      expect(missing).to.deep.include({ status: 404, code: 'ERR_NOT_FOUND' });
    });
  }

  it('ashby: a post asked for first comes from the board (no single-job endpoint), and an unknown one is ERR_NOT_FOUND', async () => {
    const answer = (await (await fetch(`${sandbox.baseUrl}/posting-api/job-board/lumenfield?includeCompensation=true`, { cache: 'no-store' })).json()) as {
      jobs: { id: string; isListed: boolean }[];
    };
    const id = answer.jobs.find((job) => job.isListed)!.id;
    const before = (await gets(sandbox)).length;
    const client = createSourceClient({ source: 'ashby:lumenfield', baseUrl: sandbox.baseUrl });
    expect((await client.getJobPost(id)).id).to.equal(id);
    expect((await rejection(client.getJobPost('no-such-job'))).code).to.equal('ERR_NOT_FOUND');
    expect((await gets(sandbox)).slice(before)).to.deep.equal(['/posting-api/job-board/lumenfield?includeCompensation=true']);
  });

  for (const vendor of ['greenhouse', 'lever', 'ashby']) {
    it(`${vendor}: an unknown board is ERR_BOARD_NOT_FOUND, status 404, naming the board`, async () => {
      const client = createSourceClient({ source: `${vendor}:nobody-here`, baseUrl: sandbox.baseUrl });
      const error = await rejection(client.listJobPosts());
      expect(error).to.deep.include({ status: 404, code: 'ERR_BOARD_NOT_FOUND' });
      expect(error.message).to.contain('"nobody-here"');
    });
  }

  it('an empty board is an empty listing, not an error', async () => {
    const page = await createSourceClient({ source: 'ashby:empty', baseUrl: sandbox.baseUrl }).listJobPosts();
    expect(page).to.deep.include({ totalCount: 0, totalPages: 1 });
    expect(page.posts).to.deep.equal([]);
  });

  it('a source none of the three forms rejects every call unsent', async () => {
    const client = createSourceClient({ source: 'workday:acme', baseUrl: sandbox.baseUrl });
    expect((await rejection(client.listJobPosts())).code).to.equal('ERR_SOURCE_INVALID');
    expect((await rejection(client.getJobPost('1'))).code).to.equal('ERR_SOURCE_INVALID');
    expect(await sandboxRequests(sandbox)).to.have.length(0);
  });

  it(`keeps at most ${SOURCE_MAX_POSTS} posts of a board, and says how many there were`, async () => {
    // More jobs than the emulators hold: the client's own `fetch` option brings the answer.
    const postings = Array.from({ length: SOURCE_MAX_POSTS + 100 }, (_, index) => ({ id: `p${index}`, text: `Job ${index}` }));
    const client = createSourceClient({
      source: 'lever:huge',
      fetch: async () => new Response(JSON.stringify(postings), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    const { posts, total } = await client.loadAll();
    expect(posts).to.have.length(SOURCE_MAX_POSTS);
    expect(total).to.equal(SOURCE_MAX_POSTS + 100);
    expect((await client.listJobPosts({ page: 50, limit: 100 })).posts.at(-1)!.id).to.equal(`p${SOURCE_MAX_POSTS - 1}`);
  });
});
