/**
 * The client reads every shape the API answers in the same way: both listing envelopes, the
 * three wrappings of one post, unknown fields, missing fields and unusable entries.
 */
import { expect } from '@open-wc/testing';
import type { JobPostPage } from '../../src/client/index.js';
import { createSandbox, type PostWrapping } from '../helpers/sandbox.js';
import { clientFor } from '../helpers/client.js';

function withoutRequestId({ requestId: _requestId, ...page }: JobPostPage): Omit<JobPostPage, 'requestId'> {
  return page;
}

const RAW_POSTS: unknown[] = [
  {
    id: 'jp_full',
    title: 'Platform Engineer',
    ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time', hiring_manager: 'Ada' },
    ats_department: { name: 'Engineering', cost_centre: 42 },
    ats_offices: [{ name: 'HQ', city: 'Berlin', floor: 3 }],
    description: '<p>Build things.</p>',
    absolute_url: 'https://jobs.example/jp_full',
    salary_band: { min: 1, max: 2 },
    tags: ['a', 'b'],
  },
  { id: 'jp_min', title: 'Minimal post' },
  { id: 7, title: 'Numeric id' },
  { id: '', title: 'Empty id' },
  { id: 'jp_no_title' },
  { id: 'jp_blank_title', title: '   ' },
  { id: { nested: true }, title: 'Object id' },
  { id: 'jp_number_title', title: 12 },
  null,
  'not a post',
  ['not', 'a', 'post'],
];

describe('client: reading answers', () => {
  it('gives the same normalised page from both listing envelopes', async () => {
    const general = clientFor(await createSandbox({ envelope: 'general' }));
    const quickstart = clientFor(await createSandbox({ envelope: 'quickstart' }));

    const fromGeneral = await general.listJobPosts({ page: 2, limit: 5 });
    const fromQuickstart = await quickstart.listJobPosts({ page: 2, limit: 5 });

    expect(withoutRequestId(fromQuickstart)).to.deep.equal(withoutRequestId(fromGeneral));
    expect(fromGeneral.page).to.equal(2);
    expect(fromGeneral.limit).to.equal(5);
    expect(fromGeneral.posts).to.have.length(5);
    expect(fromGeneral.totalCount).to.be.at.least(150);
    expect(fromGeneral.totalPages).to.equal(Math.ceil(fromGeneral.totalCount / 5));
    expect(fromGeneral.skipped).to.equal(0);
    expect(fromGeneral.requestId).to.match(/^req_/);
  });

  it('reports the true totals on a page past the end, with no posts', async () => {
    const client = clientFor(await createSandbox({ posts: [{ id: 'a', title: 'A' }] }));
    const page = await client.listJobPosts({ page: 4, limit: 10 });
    expect(page).to.include({ page: 4, totalCount: 1, totalPages: 1, limit: 10, skipped: 0 });
    expect(page.posts).to.deep.equal([]);
  });

  for (const envelope of ['general', 'quickstart'] as const) {
    it(`keeps usable posts with all their fields and counts the rest as skipped (${envelope})`, async () => {
      const client = clientFor(await createSandbox({ envelope, posts: RAW_POSTS }));
      const page = await client.listJobPosts();

      expect(page.posts.map((post) => post.id)).to.deep.equal(['jp_full', 'jp_min', '7']);
      expect(page.skipped).to.equal(RAW_POSTS.length - 3);
      expect(page.totalCount).to.equal(RAW_POSTS.length);
      expect(page.page).to.equal(1);
      expect(page.limit).to.equal(20);
      expect(page.totalPages).to.equal(1);
      expect(page.posts[0]).to.deep.equal(RAW_POSTS[0]);
      expect(page.posts[1]).to.deep.equal({ id: 'jp_min', title: 'Minimal post' });
      expect(page.posts[2]).to.deep.equal({ id: '7', title: 'Numeric id' });
    });
  }

  const wrappings: PostWrapping[] = ['data', 'job_post', 'bare'];
  it('reads one post the same whether it comes bare, as { job_post } or as { data }', async () => {
    const posts = await Promise.all(
      wrappings.map(async (postWrapping) => {
        const client = clientFor(await createSandbox({ postWrapping, posts: RAW_POSTS }));
        return client.getJobPost('jp_full');
      }),
    );
    for (const post of posts) expect(post).to.deep.equal(RAW_POSTS[0]);
  });

  for (const postWrapping of wrappings) {
    it(`reads a post with only id and title, and a numeric id (${postWrapping})`, async () => {
      const client = clientFor(await createSandbox({ postWrapping, posts: RAW_POSTS }));
      expect(await client.getJobPost('jp_min')).to.deep.equal({ id: 'jp_min', title: 'Minimal post' });
      expect(await client.getJobPost(7)).to.deep.equal({ id: '7', title: 'Numeric id' });
    });
  }

  it('reads a post of the generated data set with the fields the detail view shows', async () => {
    const client = clientFor(await createSandbox());
    const { posts } = await client.listJobPosts({ limit: 1 });
    const listed = posts[0];
    if (listed === undefined) throw new Error('the data set has no posts');
    const post = await client.getJobPost(listed.id);
    expect(post.id).to.equal(listed.id);
    expect(post.title).to.equal(listed.title);
    expect(post.ats_job?.status).to.equal('open');
    expect(post.ats_department?.name).to.be.a('string');
    expect(post.ats_offices).to.be.an('array');
    expect(post.description).to.be.a('string');
    expect(post.absolute_url).to.match(/^https?:\/\//);
  });

  it('drops known fields of the wrong type rather than lie about their type', async () => {
    const raw = {
      id: 'jp_odd',
      title: 'Odd fields',
      description: null,
      url: 42,
      ats_job: { status: 'open', workplace: 5 },
      ats_department: 'Engineering',
      ats_offices: [{ name: 'HQ', city: null }, 'Berlin'],
      extra: null,
    };
    const client = clientFor(await createSandbox({ posts: [raw] }));
    expect(await client.getJobPost('jp_odd')).to.deep.equal({
      id: 'jp_odd',
      title: 'Odd fields',
      ats_job: { status: 'open' },
      ats_offices: [{ name: 'HQ' }],
      extra: null,
    });
  });
});
