/**
 * What the client sends: the URLs (base path, filters, ids), exactly two headers, no credentials,
 * and the token only in `Authorization`, only to the base URL.
 */
import { expect } from '@open-wc/testing';
import { createJobBoardsClient, type JobBoardsClient } from '../../src/client/index.js';
import { createSandbox } from '../helpers/sandbox.js';
import { apiErrorOf, apiRequests, clientFor, EMPTY_LISTING, json, scriptedFetch, TOKEN } from '../helpers/client.js';

/** Headers the browser adds by itself; the client's own are whatever else was sent. */
const BROWSER_HEADERS = new Set([
  'user-agent',
  'accept-encoding',
  'accept-language',
  'connection',
  'host',
  'origin',
  'referer',
  'cache-control',
  'pragma',
]);

function clientHeaders(headerNames: string[]): string[] {
  return headerNames.filter((name) => !BROWSER_HEADERS.has(name) && !name.startsWith('sec-')).sort();
}

function stubbedClient(baseUrl: string): { client: JobBoardsClient; urls: () => string[]; calls: ReturnType<typeof scriptedFetch>['calls'] } {
  const { fetch, calls } = scriptedFetch((url) =>
    url.includes('/job-posts/') ? json(200, { data: { id: 'x', title: 'X' } }) : json(200, EMPTY_LISTING),
  );
  const client = createJobBoardsClient({ baseUrl, token: TOKEN, fetch });
  return { client, calls, urls: () => calls.map((call) => call.url) };
}

describe('client: requests', () => {
  it('sends workplaces as repeated filter_by[workplaces][] keys and the query as filter_value', async () => {
    const sandbox = await createSandbox();
    const client = clientFor(sandbox);
    const page = await client.listJobPosts({ page: 1, limit: 50, workplaces: ['remote', 'hybrid'], query: 'engineer' });

    const [request] = await apiRequests(sandbox);
    expect(request?.path).to.equal('/v1/job-boards/job-posts');
    const params = new URLSearchParams(request?.search);
    expect(params.getAll('filter_by[workplaces][]')).to.deep.equal(['remote', 'hybrid']);
    expect(params.get('filter_value')).to.equal('engineer');
    expect(params.get('page')).to.equal('1');
    expect(params.get('limit')).to.equal('50');

    expect(page.posts.length).to.be.greaterThan(0);
    for (const post of page.posts) {
      expect(['remote', 'hybrid']).to.include(post.ats_job?.workplace);
      expect(post.title.toLowerCase()).to.include('engineer');
    }
  });

  it('finds non-ASCII titles through filter_value', async () => {
    const sandbox = await createSandbox({ posts: [{ id: 'a', title: 'Café Manager (m/w/d)' }, { id: 'b', title: 'Barista' }] });
    const page = await clientFor(sandbox).listJobPosts({ query: 'café manager (m/w' });
    expect(page.posts.map((post) => post.id)).to.deep.equal(['a']);
  });

  it('sends only Authorization and Accept, without credentials', async () => {
    const sandbox = await createSandbox();
    const client = clientFor(sandbox);
    await client.listJobPosts({ workplaces: ['remote'], query: 'a' });
    await client.getJobPost((await client.listJobPosts({ limit: 1 })).posts[0]?.id ?? 'none');

    const requests = await apiRequests(sandbox);
    expect(requests).to.have.length(3);
    for (const request of requests) {
      expect(request.method).to.equal('GET');
      expect(request.authorized).to.equal(true);
      expect(clientHeaders(request.headerNames)).to.deep.equal(['accept', 'authorization']);
    }

    const stub = stubbedClient('https://api.example.com');
    await stub.client.listJobPosts();
    const init = stub.calls[0]?.init;
    expect(init?.method).to.equal('GET');
    expect(init?.credentials).to.equal('omit');
    expect(Object.fromEntries(new Headers(init?.headers).entries())).to.deep.equal({
      accept: 'application/json',
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('never puts the token in a URL, an error or the client itself', async () => {
    const sandbox = await createSandbox();
    const client = clientFor(sandbox);
    await client.listJobPosts({ page: 2, query: TOKEN.slice(0, 3) });
    const error = await apiErrorOf(client.getJobPost('jp_does_not_exist'));

    for (const request of await apiRequests(sandbox)) expect(request.path + request.search).not.to.include(TOKEN);
    expect(JSON.stringify(error)).not.to.include(TOKEN);
    expect(String(error) + (error.stack ?? '')).not.to.include(TOKEN);
    expect(JSON.stringify(client)).not.to.include(TOKEN);
    expect(Object.values(client).join(' ')).not.to.include(TOKEN);
  });

  it('joins paths to a base URL that carries a path, with or without a trailing slash', async () => {
    for (const baseUrl of ['https://x.example/api', 'https://x.example/api/', 'https://x.example/api?ignored=1#also']) {
      const { client, urls } = stubbedClient(baseUrl);
      await client.listJobPosts();
      await client.getJobPost('jp_1');
      expect(urls()).to.deep.equal(['https://x.example/api/v1/job-boards/job-posts', 'https://x.example/api/v1/job-boards/job-posts/jp_1']);
    }
    const { client, urls } = stubbedClient('https://api.example.com');
    await client.listJobPosts();
    expect(urls()).to.deep.equal(['https://api.example.com/v1/job-boards/job-posts']);
  });

  it('resolves a relative base URL against the page', async () => {
    const { client, urls } = stubbedClient('/api');
    await client.listJobPosts();
    expect(urls()).to.deep.equal([`${location.origin}/api/v1/job-boards/job-posts`]);
  });

  it('leaves out empty parameters and encodes the rest', async () => {
    const { client, urls } = stubbedClient('https://x.example/api');
    await client.listJobPosts({ workplaces: [], query: '   ' });
    await client.listJobPosts({ page: 3, workplaces: ['', 'remote', ' remote ', 'on site'], query: ' café & bar ' });
    await client.listJobPosts({ workplaces: 'hybrid' as unknown as string[] });
    expect(urls()).to.deep.equal([
      'https://x.example/api/v1/job-boards/job-posts',
      'https://x.example/api/v1/job-boards/job-posts?page=3&filter_by[workplaces][]=remote&filter_by[workplaces][]=on%20site&filter_value=caf%C3%A9%20%26%20bar',
      'https://x.example/api/v1/job-boards/job-posts?filter_by[workplaces][]=hybrid',
    ]);
  });

  it('keeps any id inside the base URL: one encoded path segment', async () => {
    const { client, urls } = stubbedClient('https://x.example/api');
    for (const id of ['../../admin', 'a/b?c=d#e', 'https://evil.example/', '%2e%2e', '.x', 'über 1']) {
      await client.getJobPost(id);
    }
    expect(urls()).to.deep.equal([
      'https://x.example/api/v1/job-boards/job-posts/..%2F..%2Fadmin',
      'https://x.example/api/v1/job-boards/job-posts/a%2Fb%3Fc%3Dd%23e',
      'https://x.example/api/v1/job-boards/job-posts/https%3A%2F%2Fevil.example%2F',
      'https://x.example/api/v1/job-boards/job-posts/%252e%252e',
      'https://x.example/api/v1/job-boards/job-posts/.x',
      'https://x.example/api/v1/job-boards/job-posts/%C3%BCber%201',
    ]);
  });

  it('refuses ids no post can have, without a request', async () => {
    const { client, calls } = stubbedClient('https://x.example/api');
    for (const id of ['', '.', '..', Number.NaN]) {
      const error = await apiErrorOf(client.getJobPost(id));
      expect(error).to.include({ status: 0, code: 'ERR_NOT_FOUND' });
    }
    expect(calls).to.have.length(0);
  });

  it('refuses a page or limit the API would refuse, without a request', async () => {
    const { client, calls } = stubbedClient('https://x.example/api');
    for (const options of [{ page: 0 }, { page: 1.5 }, { page: Number.NaN }, { limit: 0 }, { limit: 101 }, { limit: -5 }]) {
      const error = await apiErrorOf(client.listJobPosts(options));
      expect(error).to.include({ status: 0, code: 'ERR_INVALID_PARAMETER' });
      expect(error.message).to.include(Object.keys(options)[0]);
    }
    expect(calls).to.have.length(0);
  });

  it('rejects every call without a usable base URL or token, sending nothing', async () => {
    const { fetch, calls } = scriptedFetch(() => json(200, EMPTY_LISTING));
    const cases = [
      { baseUrl: '', token: TOKEN, code: 'ERR_BASE_URL_MISSING' },
      { baseUrl: 'http://[bad', token: TOKEN, code: 'ERR_BASE_URL_INVALID' },
      { baseUrl: 'ftp://x.example', token: TOKEN, code: 'ERR_BASE_URL_INVALID' },
      { baseUrl: 'https://user:pass@x.example', token: TOKEN, code: 'ERR_BASE_URL_INVALID' },
      { baseUrl: 'https://x.example', token: 'jb\nInjected: 1', code: 'ERR_INVALID_TOKEN' },
      { baseUrl: 'https://x.example', token: 'jb_dëmo', code: 'ERR_INVALID_TOKEN' },
    ];
    for (const { baseUrl, token, code } of cases) {
      const client = createJobBoardsClient({ baseUrl, token, fetch });
      expect(client.baseUrl === undefined).to.equal(code.startsWith('ERR_BASE_URL'));
      const error = await apiErrorOf(client.listJobPosts());
      expect(error).to.include({ status: 0, code });
      expect(error.message).not.to.include(token);
      expect((await apiErrorOf(client.getJobPost('jp_1'))).code).to.equal(code);
    }
    expect(calls).to.have.length(0);
  });

  it('trims whitespace around the token', async () => {
    const { fetch, calls } = scriptedFetch(() => json(200, EMPTY_LISTING));
    await createJobBoardsClient({ baseUrl: 'https://x.example', token: `  ${TOKEN}\n`, fetch }).listJobPosts();
    expect(new Headers(calls[0]?.init.headers).get('authorization')).to.equal(`Bearer ${TOKEN}`);
  });
});
