/**
 * renderJobBoard with routing="path" and ids whose slugs met before issue 37 (`Senior Engineer`
 * and `Senior-Engineer~5931694aad390c3e`; ids alike but for case; Windows' device names): each
 * job's slug opens that job, and a link made before its slug changed (`/jobs/JP_1/`) still opens it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jobSlug } from '../../src/routing/slug.js';
import { renderJobBoard } from '../../src/ssr/index.js';
import { apiPost, startApi, TOKEN, type ApiFixture } from '../cli/build-fixture.js';

let api: ApiFixture;
before(async () => (api = await startApi()));
after(() => api.close());

const IDS = ['Senior Engineer', 'Senior-Engineer~5931694aad390c3e', 'JP_1', 'jp_1', 'con', 'CON'];
const PATH_BOARD = { routing: 'path', 'base-path': '/careers/' };

/** The post the render embeds, and its canonical link. */
async function open(sandbox: string, path: string): Promise<{ id: string | undefined; canonical: string | undefined }> {
  const result = await renderJobBoard({ url: `https://example.com/careers/jobs/${path}/`, attributes: { 'base-url': sandbox, token: TOKEN, ...PATH_BOARD } });
  const data = JSON.parse(/data-job-board-prerendered>([^<]*)</.exec(result.html)![1]!) as { post?: { id: string } };
  return { id: data.post?.id, canonical: /<link rel="canonical" href="([^"]*)">/.exec(result.head)?.[1] };
}

async function requestsTo(sandbox: string): Promise<string[]> {
  const id = sandbox.slice(sandbox.lastIndexOf('/') + 1);
  const answer = (await (await fetch(`${api.origin}/__sandbox/${id}/requests`)).json()) as { requests: { path: string }[] };
  return answer.requests.map((request) => request.path);
}

describe('renderJobBoard, routing="path": slugs that met (issue 37)', () => {
  it("opens each id's own job at its slug, canonical at that slug", async () => {
    const sandbox = await api.sandbox({ posts: IDS.map((id) => apiPost(id)) });
    for (const id of IDS) assert.deepEqual(await open(sandbox, jobSlug(id)), { id, canonical: `https://example.com/careers/jobs/${jobSlug(id)}/` }, id);
  });

  it('a link made before a slug changed opens its job, canonical at the new slug', async () => {
    const sandbox = await api.sandbox({ posts: IDS.map((id) => apiPost(id)) });
    assert.deepEqual(await open(sandbox, 'JP_1'), { id: 'JP_1', canonical: `https://example.com/careers/jobs/${jobSlug('JP_1')}/` });
    // This one was the pair's shared page; it is `Senior Engineer`'s slug.
    assert.equal((await open(sandbox, 'Senior-Engineer~5931694aad390c3e')).id, 'Senior Engineer');
    // Without `Senior Engineer`, that link was the slug-shaped id's own, and opens it.
    const alone = await api.sandbox({ posts: [apiPost('jp_1'), apiPost('Senior-Engineer~5931694aad390c3e')] });
    assert.equal((await open(alone, 'Senior-Engineer~5931694aad390c3e')).id, 'Senior-Engineer~5931694aad390c3e');
  });

  it('an id hashed for its capitals is read from its slug: one request, for the post', async () => {
    const sandbox = await api.sandbox({ posts: IDS.map((id) => apiPost(id)) });
    assert.equal((await open(sandbox, jobSlug('JP_1'))).id, 'JP_1');
    assert.deepEqual(await requestsTo(sandbox), ['/v1/job-boards/job-posts/JP_1']);
  });
});
