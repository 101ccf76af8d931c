/**
 * The job board endpoints of the reference API: the listing in both envelopes, the limits of
 * api-spec section 8, the filters, the generated data set and the three single-post wrappings.
 */
import { expect } from '@open-wc/testing';
import { createSandbox } from '../helpers/sandbox.js';
import {
  call,
  expectError,
  expectWellFormed,
  LIST_PATH,
  listAllPages,
  TOKENS,
  type ErrorBody,
  type GeneralList,
  type JobPostJson,
  type Meta,
  type QuickstartList,
} from '../helpers/reference-api.js';

const token = TOKENS.jobBoards;

function list(query: string, base?: string): Promise<{ status: number; body: GeneralList<JobPostJson> }> {
  return call<GeneralList<JobPostJson>>(`${LIST_PATH}${query}`, { token, base });
}

async function closedPostIds(): Promise<string[]> {
  const { body } = await call<GeneralList<{ status: string; job_post_id: string }>>('/v1/jobs?limit=100&page=1', {
    token: TOKENS.legacy,
  });
  const { body: rest } = await call<GeneralList<{ status: string; job_post_id: string }>>('/v1/jobs?limit=100&page=2', {
    token: TOKENS.legacy,
  });
  return [...body.data, ...rest.data].filter((job) => job.status === 'closed').map((job) => job.job_post_id);
}

describe('reference API: job post listing', () => {
  it('lists every open post exactly once across all pages (general envelope), and no closed post', async () => {
    const { posts, total, pages } = await listAllPages('general', 'limit=25');
    const ids = posts.map((post) => post.id);
    expect(total).to.be.at.least(150);
    expect(ids).to.have.length(total);
    expect(new Set(ids).size).to.equal(total);
    expect(pages).to.equal(Math.ceil(total / 25));
    expect(posts.every((post) => post.ats_job.status === 'open')).to.equal(true);
    const closed = await closedPostIds();
    expect(closed.length).to.be.at.least(1);
    for (const id of closed) expect(ids).not.to.include(id);
  });

  it('lists the same posts in the same order in the quickstart envelope', async () => {
    const sandbox = await createSandbox({ envelope: 'quickstart' });
    const quickstart = await listAllPages('quickstart', 'limit=30', sandbox.baseUrl);
    const general = await listAllPages('general', 'limit=30');
    expect(quickstart.total).to.equal(general.total);
    expect(quickstart.posts.map((post) => post.id)).to.deep.equal(general.posts.map((post) => post.id));
  });

  it('answers the quickstart shape with pagination and meta', async () => {
    const sandbox = await createSandbox({ envelope: 'quickstart' });
    const answer = await call<QuickstartList<JobPostJson>>(`${LIST_PATH}?page=2&limit=7`, { base: sandbox.baseUrl, token });
    expect(answer.status).to.equal(200);
    expect(Object.keys(answer.body).sort()).to.deep.equal(['job_posts', 'meta', 'pagination']);
    expect(answer.body.job_posts).to.have.length(7);
    const { page, total_pages, total_count } = answer.body.pagination;
    expect(page).to.equal(2);
    expect(total_pages).to.equal(Math.ceil(total_count / 7));
    expectWellFormed(answer);
  });

  it('answers the general shape with data and meta totals', async () => {
    const answer = await list('?page=3&limit=9');
    expect(answer.status).to.equal(200);
    expect(Object.keys(answer.body).sort()).to.deep.equal(['data', 'meta']);
    const meta: Meta = answer.body.meta;
    expect(meta).to.include({ page: 3, limit: 9 });
    expect(meta.total_pages).to.equal(Math.ceil((meta.total ?? 0) / 9));
    expect(answer.body.data).to.have.length(9);
  });

  it('uses page 1 and limit 20 by default', async () => {
    const answer = await list('');
    expect(answer.body.data).to.have.length(20);
    expect(answer.body.meta).to.include({ page: 1, limit: 20 });
    expect(answer.body.meta.total_pages).to.equal(Math.ceil((answer.body.meta.total ?? 0) / 20));
    const explicit = await list('?page=1&limit=20');
    expect(explicit.body.data.map((post) => post.id)).to.deep.equal(answer.body.data.map((post) => post.id));
  });

  it('accepts limit 100 and refuses 101 with a message naming limit', async () => {
    const hundred = await list('?limit=100');
    expect(hundred.status).to.equal(200);
    expect(hundred.body.data).to.have.length(100);
    expectError(await call<ErrorBody>(`${LIST_PATH}?limit=101`, { token }), 400, 'ERR_INVALID_PARAMETER', 'limit', '100');
  });

  for (const value of ['0', '-1', 'abc', '1.5', '', '1e2', ' 2']) {
    it(`refuses page=${JSON.stringify(value)} and limit=${JSON.stringify(value)} with 400 naming the parameter`, async () => {
      const encoded = encodeURIComponent(value);
      expectError(await call<ErrorBody>(`${LIST_PATH}?page=${encoded}`, { token }), 400, 'ERR_INVALID_PARAMETER', 'page');
      expectError(await call<ErrorBody>(`${LIST_PATH}?limit=${encoded}`, { token }), 400, 'ERR_INVALID_PARAMETER', 'limit');
    });
  }

  it('refuses a repeated page parameter', async () => {
    expectError(await call<ErrorBody>(`${LIST_PATH}?page=1&page=2`, { token }), 400, 'ERR_INVALID_PARAMETER', 'page');
  });

  it('refuses a cursor on the page-based endpoints, with page (rule 4) or without, naming cursor', async () => {
    expectError(await call<ErrorBody>(`${LIST_PATH}?page=2&cursor=abc`, { token }), 400, 'ERR_INVALID_PARAMETER', 'cursor and page are mutually exclusive');
    expectError(await call<ErrorBody>(`${LIST_PATH}?cursor=abc`, { token }), 400, 'ERR_INVALID_PARAMETER', 'cursor');
    const app = { token: TOKENS.legacy };
    expectError(await call<ErrorBody>('/v1/jobs?page=1&cursor=abc', app), 400, 'ERR_INVALID_PARAMETER', 'cursor and page are mutually exclusive');
    expectError(await call<ErrorBody>('/v1/jobs?cursor=abc', app), 400, 'ERR_INVALID_PARAMETER', 'cursor');
  });

  it('answers a page past the end with an empty list and the true totals', async () => {
    const first = await list('?limit=50');
    const total = first.body.meta.total ?? 0;
    const past = await list('?limit=50&page=99');
    expect(past.status).to.equal(200);
    expect(past.body.data).to.deep.equal([]);
    expect(past.body.meta).to.include({ total, page: 99, limit: 50, total_pages: Math.ceil(total / 50) });
  });

  it('pages are consecutive slices of one stable order, newest first', async () => {
    const all = await list('?limit=40');
    const second = await list('?limit=20&page=2');
    expect(second.body.data.map((post) => post.id)).to.deep.equal(all.body.data.slice(20, 40).map((post) => post.id));
    const times = all.body.data.map((post) => Date.parse(post.created_at));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
  });
});

describe('reference API: listing filters', () => {
  it('keeps only the posts of one workplace', async () => {
    const { posts, total } = await listAllPages('general', 'limit=100&filter_by%5Bworkplaces%5D%5B%5D=remote');
    expect(total).to.be.at.least(1);
    expect(posts.every((post) => post.ats_job.workplace === 'remote')).to.equal(true);
  });

  it('keeps the posts of any of several workplaces given as repeated keys', async () => {
    const key = encodeURIComponent('filter_by[workplaces][]');
    const count = async (query: string) => (await list(`?limit=1&${query}`)).body.meta.total ?? 0;
    const remote = await count(`${key}=remote`);
    const hybrid = await count(`${key}=hybrid`);
    const both = await listAllPages('general', `limit=100&${key}=remote&${key}=hybrid`);
    expect(remote).to.be.greaterThan(0);
    expect(hybrid).to.be.greaterThan(0);
    expect(both.total).to.equal(remote + hybrid);
    expect(new Set(both.posts.map((post) => post.ats_job.workplace))).to.deep.equal(new Set(['remote', 'hybrid']));
    expect(await count(`${key}=moon_base`)).to.equal(0);
  });

  it('matches filter_value as a case-insensitive substring of the title', async () => {
    const lower = await listAllPages('general', 'limit=100&filter_value=engineer');
    const upper = await listAllPages('general', 'limit=100&filter_value=ENGINEER');
    expect(lower.total).to.be.greaterThan(1);
    expect(upper.posts.map((post) => post.id)).to.deep.equal(lower.posts.map((post) => post.id));
    expect(lower.posts.every((post) => post.title.toLowerCase().includes('engineer'))).to.equal(true);
  });

  it('matches non-ASCII text in any case', async () => {
    const cases: [string, string][] = [
      ['ingénieur', 'Ingénieur·e logiciel'],
      ['INGÉNIEUR·E', 'Ingénieur·e logiciel'],
      ['MÜNCHEN', 'Entwickler für Zahlungssysteme (München)'],
      ['zahlungssysteme (münchen', 'Entwickler für Zahlungssysteme (München)'],
      ['東京', '東京オフィス カスタマーサクセス担当'],
      ['SÊNIOR', 'Analista de Dados Sênior (São Paulo)'],
    ];
    for (const [query, title] of cases) {
      const answer = await list(`?limit=100&filter_value=${encodeURIComponent(query)}`);
      expect(answer.body.data.map((post) => post.title), query).to.include(title);
    }
  });

  it('treats a decomposed accent like a composed one', async () => {
    const decomposed = 'inge\u0301nieur';
    const answer = await list(`?filter_value=${encodeURIComponent(decomposed)}`);
    expect(answer.body.data.map((post) => post.title)).to.include('Ingénieur·e logiciel');
  });

  it('combines filter_value and workplaces, and reports the filtered totals', async () => {
    const key = encodeURIComponent('filter_by[workplaces][]');
    const { posts, total } = await listAllPages('general', `limit=5&filter_value=engineer&${key}=hybrid`);
    expect(posts).to.have.length(total);
    for (const post of posts) {
      expect(post.ats_job.workplace).to.equal('hybrid');
      expect(post.title.toLowerCase()).to.include('engineer');
    }
  });

  it('finds nothing for a text no title contains, with zero totals', async () => {
    const answer = await list('?filter_value=zzqx-nothing');
    expect(answer.status).to.equal(200);
    expect(answer.body.data).to.deep.equal([]);
    expect(answer.body.meta).to.include({ total: 0, total_pages: 0, page: 1 });
  });
});

describe('reference API: the generated data set', () => {
  let posts: JobPostJson[] = [];

  before(async () => {
    posts = (await listAllPages('general', 'limit=100')).posts;
  });

  it('spreads posts over at least 8 departments, 6 cities and every kind of workplace', () => {
    expect(new Set(posts.map((post) => post.ats_department.name)).size).to.be.at.least(8);
    expect(new Set(posts.flatMap((post) => post.ats_offices.map((office) => office.city))).size).to.be.at.least(6);
    const workplaces = new Set(posts.map((post) => post.ats_job.workplace));
    for (const workplace of ['remote', 'hybrid', 'on_site', 'flexible']) expect(workplaces).to.include(workplace);
    const types = new Set(posts.map((post) => post.ats_job.employment_type));
    for (const type of ['full_time', 'part_time', 'contract', 'internship']) expect(types).to.include(type);
  });

  it('has non-ASCII titles and a very long one', () => {
    const titles = posts.map((post) => post.title);
    expect(titles).to.include.members(['Ingénieur·e logiciel', 'Entwickler für Zahlungssysteme (München)']);
    expect(titles.some((title) => title.startsWith('東京'))).to.equal(true);
    expect(Math.max(...titles.map((title) => title.length))).to.be.greaterThan(150);
  });

  it('gives every post the spec fields, an HTML description, an apply URL and timestamps', () => {
    for (const post of posts) {
      expect(Object.keys(post).sort()).to.deep.equal(
        ['absolute_url', 'ats_department', 'ats_job', 'ats_offices', 'created_at', 'description', 'id', 'title', 'updated_at'],
      );
      expect(Object.keys(post.ats_job).sort()).to.deep.equal(['employment_type', 'status', 'workplace']);
      expect(post.id).to.match(/^jp_\d+$/);
      expect(post.ats_offices.length).to.be.at.least(1);
      for (const office of post.ats_offices) {
        expect(Object.keys(office).sort()).to.deep.equal(['city', 'country_code', 'name']);
        expect(office.country_code).to.match(/^[A-Z]{2}$/);
      }
      expect(post.description).to.include('<h3>').and.include('<ul>').and.include('<p>');
      expect(post.absolute_url).to.equal(`https://careers.example.com/jobs/${post.id}`);
      expect(Date.parse(post.updated_at)).to.be.at.least(Date.parse(post.created_at));
    }
  });

  it('gives each office the ISO 3166-1 country code of its city', () => {
    const countries = new Map(posts.flatMap((post) => post.ats_offices.map((office) => [office.city, office.country_code] as const)));
    expect(Object.fromEntries(countries)).to.deep.equal({
      Berlin: 'DE',
      München: 'DE',
      Paris: 'FR',
      London: 'GB',
      'New York': 'US',
      Toronto: 'CA',
      東京: 'JP',
      'São Paulo': 'BR',
    });
  });

  it('is the same in every world: a new sandbox lists the very same posts', async () => {
    const sandbox = await createSandbox();
    const again = await listAllPages('general', 'limit=100', sandbox.baseUrl);
    expect(again.posts).to.deep.equal(posts);
  });
});

describe('reference API: one job post', () => {
  it('answers { data: post, meta } by default, equal to the listing copy', async () => {
    const listed = (await list('?limit=3')).body.data[2];
    const answer = await call<{ data: JobPostJson; meta: Meta }>(`${LIST_PATH}/${listed?.id ?? ''}`, { token });
    expect(answer.status).to.equal(200);
    expect(Object.keys(answer.body).sort()).to.deep.equal(['data', 'meta']);
    expect(answer.body.data).to.deep.equal(listed);
    expectWellFormed(answer);
  });

  it('answers { job_post: post, meta } in a sandbox with postWrapping job_post', async () => {
    const sandbox = await createSandbox({ postWrapping: 'job_post' });
    const answer = await call<{ job_post: JobPostJson; meta: Meta }>(`${LIST_PATH}/jp_1`, { base: sandbox.baseUrl, token });
    expect(Object.keys(answer.body).sort()).to.deep.equal(['job_post', 'meta']);
    expect(answer.body.job_post.id).to.equal('jp_1');
    expectWellFormed(answer);
  });

  it('answers the bare post plus meta in a sandbox with postWrapping bare', async () => {
    const sandbox = await createSandbox({ postWrapping: 'bare' });
    const answer = await call<JobPostJson & { meta: Meta }>(`${LIST_PATH}/jp_1`, { base: sandbox.baseUrl, token });
    expect(answer.body.id).to.equal('jp_1');
    expect(answer.body.ats_job.status).to.equal('open');
    expectWellFormed(answer);
  });

  it('answers 404 ERR_NOT_FOUND for a closed post, an unknown id and an undecodable id', async () => {
    const [closed] = await closedPostIds();
    for (const id of [closed ?? 'missing', 'jp_999999', 'nope', '%E0%A4%A']) {
      expectError(await call<ErrorBody>(`${LIST_PATH}/${id}`, { token }), 404, 'ERR_NOT_FOUND');
    }
  });

  it('decodes the id: a percent-encoded id finds its post', async () => {
    const answer = await call<{ data: JobPostJson }>(`${LIST_PATH}/jp%5F1`, { token });
    expect(answer.status).to.equal(200);
    expect(answer.body.data.id).to.equal('jp_1');
  });
});

describe('reference API: a sandbox posts override', () => {
  const raw: unknown[] = [
    { id: 'x1', title: '<img src=x onerror=alert(1)>Engineer', ats_job: { workplace: 'remote' } },
    { id: 7, title: 'Numeric id engineer' },
    { id: 'no-title' },
    { id: 'number-title', title: 12 },
    null,
    'not a post',
    { id: 'closed', title: 'Closed engineer', ats_job: { status: 'closed', workplace: 'hybrid' } },
  ];

  it('serves the raw objects exactly as given, without filtering them', async () => {
    const sandbox = await createSandbox({ posts: raw });
    const answer = await call<GeneralList<unknown>>(`${LIST_PATH}?limit=100`, { base: sandbox.baseUrl, token });
    expect(answer.body.data).to.deep.equal(raw);
    expect(answer.body.meta).to.include({ total: raw.length, total_pages: 1 });
  });

  it('filters by title only where the title is a string, and by workplace where there is one', async () => {
    const sandbox = await createSandbox({ posts: raw });
    const byTitle = await call<GeneralList<{ id: unknown }>>(`${LIST_PATH}?filter_value=ENGINEER`, { base: sandbox.baseUrl, token });
    expect(byTitle.body.data.map((post) => post.id)).to.deep.equal(['x1', 7, 'closed']);
    const key = encodeURIComponent('filter_by[workplaces][]');
    const byPlace = await call<GeneralList<{ id: unknown }>>(`${LIST_PATH}?${key}=hybrid`, { base: sandbox.baseUrl, token });
    expect(byPlace.body.data.map((post) => post.id)).to.deep.equal(['closed']);
  });

  it('finds one post by String(id)', async () => {
    const sandbox = await createSandbox({ posts: raw });
    const numeric = await call<{ data: unknown }>(`${LIST_PATH}/7`, { base: sandbox.baseUrl, token });
    expect(numeric.body.data).to.deep.equal(raw[1]);
    const missing = await call<ErrorBody>(`${LIST_PATH}/jp_1`, { base: sandbox.baseUrl, token });
    expectError(missing, 404, 'ERR_NOT_FOUND');
  });
});
