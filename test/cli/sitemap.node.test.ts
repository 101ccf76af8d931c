/**
 * `job-board-element sitemap` end to end: the command (src/cli/job-board-element.ts, run by tsx
 * in a child process, as `npx` would run the built file) against the reference API served
 * in-process on an ephemeral port; sandboxes with faults for the error paths. The token must never
 * appear in what the command prints, on any path.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createApiHandler, DEMO_KEYS } from '../../server/handler.js';
import { parseOptions } from '../../src/cli/args.js';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { escapeXml, sitemapXml, w3cDatetime } from '../../src/cli/sitemap-xml.js';
import { defaultRoute, writeRoute } from '../../src/routing/route-params.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'src/cli/job-board-element.ts');
const PUBLIC_TOKEN = DEMO_KEYS.find((key) => key.type === 'job_boards' && !key.revoked && key.apiAccessEnabled)!.token;
const PAGE_URL = 'https://www.example.com/careers';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command in a child process (asynchronously: the API answers from this process). */
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const base = { ...process.env };
  delete base.JOB_BOARDS_TOKEN;
  const child = spawn(process.execPath, ['--import', 'tsx', BIN, ...args], { cwd: ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

function assertNoToken(run: Run, token: string): void {
  assert.ok(!run.stdout.includes(token), 'the token is not in stdout');
  assert.ok(!run.stderr.includes(token), 'the token is not in stderr');
}

interface ParsedUrl {
  loc: string;
  lastmod?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescape(text: string): string {
  assert.doesNotMatch(text, /&(?!(amp|lt|gt|quot|apos);)/, 'every & is an entity');
  assert.doesNotMatch(text, /[<>]/);
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
}

/** Reads a sitemap strictly: the prolog, the urlset with its namespace, then <url> elements only. */
function parseSitemap(xml: string): ParsedUrl[] {
  const match = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n([\s\S]*)<\/urlset>\n$/.exec(xml);
  assert.ok(match, 'a sitemaps.org urlset document');
  const body = match[1]!;
  const urls: ParsedUrl[] = [];
  const element = /  <url>\n    <loc>([^<]*)<\/loc>\n(?:    <lastmod>([^<]*)<\/lastmod>\n)?  <\/url>\n/y;
  let found: RegExpExecArray | null;
  while ((found = element.exec(body))) {
    urls.push({ loc: unescape(found[1]!), ...(found[2] === undefined ? {} : { lastmod: unescape(found[2]) }) });
    if (element.lastIndex === body.length) break;
  }
  assert.equal(urls.length === 0 ? 0 : element.lastIndex, body.length, 'nothing but <url> elements in the urlset');
  return urls;
}

function jobUrl(page: string, prefix: string, id: string): string {
  return writeRoute(new URL(page), 'query', prefix, { ...defaultRoute(), job: id }).href;
}

interface ApiPost {
  id: string;
  updated_at?: string;
}

let server: Server;
let api: string;
const work = mkdtempSync(join(tmpdir(), 'job-board-sitemap-'));

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${api}${path}`, init);
  assert.ok(response.ok, `${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every open post, in the API's order, as the listing gives them. */
async function openPosts(base = api): Promise<{ posts: ApiPost[]; total: number }> {
  const posts: ApiPost[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${base}/v1/job-boards/job-posts?limit=100&page=${page}`, { headers: { Authorization: `Bearer ${PUBLIC_TOKEN}` } });
    const body = (await response.json()) as { data: ApiPost[]; meta: { total: number; total_pages: number } };
    posts.push(...body.data);
    total = body.meta.total;
    if (page >= body.meta.total_pages) break;
  }
  return { posts, total };
}

async function sandbox(config: object): Promise<string> {
  const { id } = await json<{ id: string }>('/__sandbox', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(config),
  });
  return `${api}/sandbox/${id}`;
}

/** A fresh Job Boards key in a sandbox: a token no test output could contain by accident. */
async function sandboxToken(base: string): Promise<string> {
  const id = base.slice(base.lastIndexOf('/') + 1);
  const key = await json<{ token: string }>(`/__sandbox/${id}/keys`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'sitemap test', type: 'job_boards' }),
  });
  return key.token;
}

async function requestsTo(base: string): Promise<unknown[]> {
  const id = base.slice(base.lastIndexOf('/') + 1);
  return (await json<{ requests: unknown[] }>(`/__sandbox/${id}/requests`)).requests;
}

before(async () => {
  server = createServer(createApiHandler());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(work, { recursive: true, force: true });
});

describe('job-board-element sitemap', { concurrency: 4 }, () => {
  it("lists every open post once, at the URL the board's entry links use, with its lastmod", async () => {
    const { posts, total } = await openPosts();
    assert.equal(total, 174, 'the demo data set has 174 open posts');
    const run = await cli(['sitemap', '--base-url', api, '--page-url', PAGE_URL, '--token', PUBLIC_TOKEN]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, '');
    const urls = parseSitemap(run.stdout);
    assert.equal(urls.length, total);
    assert.deepEqual(
      urls.map((url) => url.loc),
      posts.map((post) => jobUrl(PAGE_URL, 'jb-', post.id)),
    );
    assert.equal(urls[0]!.loc, `${PAGE_URL}?jb-job=${posts[0]!.id}`);
    for (const [index, url] of urls.entries()) {
      assert.ok(url.lastmod, `lastmod of ${url.loc}`);
      assert.match(url.lastmod, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      assert.equal(Date.parse(url.lastmod), Date.parse(posts[index]!.updated_at!));
    }
    assertNoToken(run, PUBLIC_TOKEN);
  });

  it('escapes the page URL for XML and keeps its own parameters, under another prefix', async () => {
    const page = "https://example.com/jobs/?lang=en&team=r&d's";
    const run = await cli(['sitemap', '--base-url', api, '--page-url', page, '--param-prefix', 'careers-', '--token', PUBLIC_TOKEN]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /<loc>https:\/\/example\.com\/jobs\/\?lang=en&amp;team=r&amp;d%27s&amp;careers-job=jp_1<\/loc>/);
    const urls = parseSitemap(run.stdout);
    assert.equal(urls.length, 174);
    for (const url of urls) assert.equal(url.loc, jobUrl(page, 'careers-', new URL(url.loc).searchParams.get('careers-job')!));
  });

  it('encodes odd ids, leaves lastmod out when a post has no usable updated_at, and leaves closed posts out', async () => {
    const post = (id: string, extra: object = {}) => ({ id, title: `Job ${id}`, ats_job: { status: 'open' }, ...extra });
    const base = await sandbox({
      posts: [
        post('a&b <c>', { updated_at: '2025-05-04T10:20:30+02:00' }),
        post('plain'),
        post('local-time', { updated_at: '2025-05-04T10:20:30' }),
        post('day', { updated_at: '2025-05-04' }),
        post('gone', { ats_job: { status: 'closed' } }),
      ],
    });
    const run = await cli(['sitemap', '--base-url', base, '--page-url', PAGE_URL], { JOB_BOARDS_TOKEN: PUBLIC_TOKEN });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(parseSitemap(run.stdout), [
      { loc: `${PAGE_URL}?jb-job=a%26b%20%3Cc%3E`, lastmod: '2025-05-04T08:20:30Z' },
      { loc: `${PAGE_URL}?jb-job=plain` },
      { loc: `${PAGE_URL}?jb-job=local-time` },
      { loc: `${PAGE_URL}?jb-job=day`, lastmod: '2025-05-04' },
    ]);
    assert.match(run.stderr, /left out 1 listed posts whose status is closed/);
  });

  it('pages through the listing 100 at a time, following its total pages', async () => {
    const base = await sandbox({});
    const run = await cli(['sitemap', '--base-url', base, '--page-url', PAGE_URL, '--token', PUBLIC_TOKEN]);
    assert.equal(run.code, 0, run.stderr);
    const searches = ((await requestsTo(base)) as { path: string; search: string }[]).map((request) => request.search);
    assert.deepEqual(searches, ['?page=1&limit=100', '?page=2&limit=100']);
  });

  it('with --out, writes the file (creating its folder) and one summary line to stderr', async () => {
    const out = join(work, 'public', 'sitemap-jobs.xml');
    const run = await cli(['sitemap', '--base-url', api, '--page-url', PAGE_URL, '--out', out], { JOB_BOARDS_TOKEN: PUBLIC_TOKEN });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, `job-board-element sitemap: wrote 174 URLs to ${out}\n`);
    assert.equal(parseSitemap(readFileSync(out, 'utf8')).length, 174);
    assertNoToken(run, PUBLIC_TOKEN);
  });

  it('takes the token from JOB_BOARDS_TOKEN; --token wins over it', async () => {
    const fromEnv = await cli(['sitemap', '--base-url', api, '--page-url', PAGE_URL], { JOB_BOARDS_TOKEN: PUBLIC_TOKEN });
    assert.equal(fromEnv.code, 0, fromEnv.stderr);
    const flagWins = await cli(['sitemap', '--base-url', api, '--page-url', PAGE_URL, '--token', PUBLIC_TOKEN], { JOB_BOARDS_TOKEN: 'jb_not_a_key' });
    assert.equal(flagWins.code, 0, flagWins.stderr);
    assert.equal(parseSitemap(flagWins.stdout).length, 174);
    const badFlag = await cli(['sitemap', '--base-url', api, '--page-url', PAGE_URL, '--token=jb_not_a_key'], { JOB_BOARDS_TOKEN: PUBLIC_TOKEN });
    assert.equal(badFlag.code, 1);
    assert.match(badFlag.stderr, /ERR_INVALID_TOKEN/);
    assertNoToken(badFlag, 'jb_not_a_key');
  });

  it('without a token, says how to give one and exits 2, sending nothing', async () => {
    const base = await sandbox({});
    const run = await cli(['sitemap', '--base-url', base, '--page-url', PAGE_URL]);
    assert.equal(run.code, 2);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /no token: give --token or set the JOB_BOARDS_TOKEN environment variable/);
    assert.deepEqual(await requestsTo(base), []);
  });

  describe('when the API fails: exit 1 with its message and code, no output, no token printed', { concurrency: 4 }, () => {
    const cases: { name: string; config?: object; token?: string; code: string; status: string }[] = [
      { name: '401, an unknown token', token: 'jb_secret_unknown_42', code: 'ERR_INVALID_TOKEN', status: 'HTTP 401' },
      { name: '401, a revoked token', token: 'jb_demo_revoked', code: 'ERR_INVALID_TOKEN', status: 'HTTP 401' },
      { name: '403, a key without the scope', token: 'app_demo_no_scopes', code: 'ERR_INSUFFICIENT_SCOPE', status: 'HTTP 403' },
      { name: '500', config: { faults: [{ route: 'list', kind: 'status', status: 500 }] }, code: 'ERR_INTERNAL', status: 'HTTP 500' },
      { name: '503, after the retries', config: { faults: [{ route: 'list', kind: 'status', status: 503 }] }, code: 'ERR_SERVICE_UNAVAILABLE', status: 'HTTP 503' },
      { name: 'a cut connection', config: { faults: [{ route: 'list', kind: 'cut' }] }, code: 'NETWORK_ERROR', status: 'could not be read' },
      { name: 'malformed JSON', config: { faults: [{ route: 'list', kind: 'malformed-json' }] }, code: 'BAD_RESPONSE', status: 'HTTP 200' },
    ];
    for (const test of cases) {
      it(test.name, async () => {
        const base = await sandbox(test.config ?? {});
        const token = test.token ?? (await sandboxToken(base));
        const out = join(work, `kept-${test.code}.xml`);
        writeFileSync(out, 'the previous sitemap');
        const run = await cli(['sitemap', '--base-url', base, '--page-url', PAGE_URL, '--token', token, '--out', out]);
        assert.equal(run.code, 1, run.stderr);
        assert.equal(run.stdout, '');
        assert.ok(run.stderr.includes(`(${test.code}`), run.stderr);
        assert.ok(run.stderr.includes(test.status), run.stderr);
        assert.equal(run.stderr.trim().split('\n').length, 1, 'one line');
        assertNoToken(run, token);
        assert.equal(readFileSync(out, 'utf8'), 'the previous sitemap', 'an existing file is left as it was');
      });
    }

    it('an API that cannot be reached at all', async () => {
      const closed = createServer();
      await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((done) => closed.close(() => done()));
      const run = await cli(['sitemap', '--base-url', `http://127.0.0.1:${port}`, '--page-url', PAGE_URL], { JOB_BOARDS_TOKEN: 'jb_secret_net_7' });
      assert.equal(run.code, 1);
      assert.match(run.stderr, /NETWORK_ERROR/);
      assertNoToken(run, 'jb_secret_net_7');
    });
  });

  it('refuses a hash-routed board (exit 2) before sending anything', async () => {
    const base = await sandbox({});
    const hash = await cli(['sitemap', '--base-url', base, '--page-url', PAGE_URL, '--routing', 'hash', '--token', PUBLIC_TOKEN]);
    assert.equal(hash.code, 2);
    assert.match(hash.stderr, /a hash-routed board can't have a sitemap: search engines ignore the fragment/);
    const inUrl = await cli(['sitemap', '--base-url', base, '--page-url', `${PAGE_URL}#jb-job=jp_1`, '--token', PUBLIC_TOKEN]);
    assert.equal(inUrl.code, 2);
    assert.match(inUrl.stderr, /hash-routed board can't have a sitemap/);
    const fragment = await cli(['sitemap', '--base-url', base, '--page-url', `${PAGE_URL}#openings`, '--token', PUBLIC_TOKEN]);
    assert.equal(fragment.code, 2);
    assert.match(fragment.stderr, /must not have a fragment/);
    const none = await cli(['sitemap', '--base-url', base, '--page-url', PAGE_URL, '--routing', 'none', '--token', PUBLIC_TOKEN]);
    assert.equal(none.code, 2);
    for (const run of [hash, inUrl, fragment, none]) assertNoToken(run, PUBLIC_TOKEN);
    assert.deepEqual(await requestsTo(base), []);
  });

  it('--help documents every option and the environment variable; usage errors print it and exit 2', async () => {
    const help = await cli(['sitemap', '--help']);
    assert.equal(help.code, 0);
    for (const option of ['--base-url', '--page-url', '--token', '--param-prefix', '--routing', '--out', '--help', 'JOB_BOARDS_TOKEN', '50,000']) {
      assert.ok(help.stdout.includes(option), option);
    }
    const top = await cli(['--help']);
    assert.equal(top.code, 0);
    assert.match(top.stdout, /Usage: job-board-element <command>/);
    assert.match(top.stdout, /sitemap/);
    assert.match(top.stdout, /JOB_BOARDS_TOKEN/);

    for (const args of [[], ['publish'], ['sitemap', '--page-url', PAGE_URL]]) {
      const run = await cli(args, { JOB_BOARDS_TOKEN: PUBLIC_TOKEN });
      assert.equal(run.code, 2, args.join(' '));
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /Usage: job-board-element/);
    }
    const typo = await cli(['sitemap', '--base-url', api, '--page-url', PAGE_URL, '--tokn=jb_secret_typo_9']);
    assert.equal(typo.code, 2);
    assert.match(typo.stderr, /unknown option --tokn\n/);
    assertNoToken(typo, 'jb_secret_typo_9');
    const stray = await cli(['sitemap', '--base-url', api, '--page-url', PAGE_URL, 'jb_secret_stray_9']);
    assert.equal(stray.code, 2);
    assertNoToken(stray, 'jb_secret_stray_9');
  });
});

describe('job-board-element sitemap, in-process', () => {
  function io(fetch: CliIo['fetch'], env: Record<string, string> = {}): { io: CliIo; stdout: string[]; stderr: string[] } {
    const stdout: string[] = [];
    const stderr: string[] = [];
    return {
      stdout,
      stderr,
      io: {
        env,
        stdout: async (text) => void stdout.push(text),
        stderr: (text) => void stderr.push(text),
        writeFile: async () => assert.fail('no file is written'),
        ...(fetch ? { fetch } : {}),
      },
    };
  }

  const listing = (total: number, ids: string[] = []) =>
    new Response(JSON.stringify({ data: ids.map((id) => ({ id, title: id })), meta: { total, page: 1, limit: 100, total_pages: Math.ceil(total / 100) } }), {
      headers: { 'Content-Type': 'application/json' },
    });

  it('refuses more than 50,000 URLs (the sitemaps.org limit per file): exit 1, nothing written', async () => {
    let requests = 0;
    const run = io(async () => {
      requests += 1;
      return listing(50_001, ['jp_1']);
    });
    const code = await main(['sitemap', '--base-url', 'https://api.example.com', '--page-url', PAGE_URL, '--token', 'jb_x'], run.io, '0.0.0');
    assert.equal(code, 1);
    assert.equal(requests, 1, 'stops after the first page');
    assert.deepEqual(run.stdout, []);
    assert.match(run.stderr.join(''), /50,001 open posts, more than the 50,000 URLs one sitemap file may list/);
  });

  it("redacts the token from an API's message that echoes it", async () => {
    const token = 'jb_echoed_secret_1';
    const run = io(
      async () =>
        new Response(JSON.stringify({ error: { code: 'ERR_INVALID_TOKEN', message: `Token ${token} is not valid` }, meta: { request_id: 'req_1' } }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
      { JOB_BOARDS_TOKEN: token },
    );
    const code = await main(['sitemap', '--base-url', 'https://api.example.com', '--page-url', PAGE_URL], run.io, '0.0.0');
    assert.equal(code, 1);
    assert.equal(run.stderr.join(''), 'job-board-element sitemap: the API answered HTTP 401: Token [token] is not valid (ERR_INVALID_TOKEN, request req_1)\n');
  });

  it('stops at an empty page even when the API claims more pages', async () => {
    let requests = 0;
    const run = io(async () => {
      requests += 1;
      return listing(10_000, requests === 1 ? ['jp_1', 'jp_2'] : []);
    });
    const code = await main(['sitemap', '--base-url', 'https://api.example.com', '--page-url', PAGE_URL, '--token', 'jb_x'], run.io, '0.0.0');
    assert.equal(code, 0, run.stderr.join(''));
    assert.equal(requests, 2);
    assert.equal(parseSitemap(run.stdout.join('')).length, 2);
  });

  it('leaves out posts whose id no URL can name (empty, ., .., a lone surrogate), each named in one line', async () => {
    const ids = ['jp_1', '.', '..', 'a\uD800b', 'a b'];
    const run = io(async () => listing(ids.length, ids));
    const code = await main(['sitemap', '--base-url', 'https://api.example.com', '--page-url', PAGE_URL, '--token', 'jb_x'], run.io, '0.0.0');
    assert.equal(code, 0, run.stderr.join(''));
    assert.deepEqual(
      parseSitemap(run.stdout.join('')).map((url) => url.loc),
      [jobUrl(PAGE_URL, 'jb-', 'jp_1'), jobUrl(PAGE_URL, 'jb-', 'a b')],
      'no ?jb-job=.. and no U+FFFD stand-in',
    );
    assert.deepEqual(run.stderr.join('').trimEnd().split('\n'), [
      'job-board-element sitemap: left out a post: its id "." is a dot segment, which every URL resolves away, so no URL can name it. Give the post another id in your ATS.',
      'job-board-element sitemap: left out a post: its id ".." is a dot segment, which every URL resolves away, so no URL can name it. Give the post another id in your ATS.',
      'job-board-element sitemap: left out a post: its id "a\\ud800b" holds a lone surrogate, which no URL can carry, so no URL can name it. Give the post another id in your ATS.',
    ]);
  });

  it('--version prints the package version', async () => {
    const run = io(undefined);
    assert.equal(await main(['--version'], run.io, '1.2.3'), 0);
    assert.deepEqual(run.stdout, ['1.2.3\n']);
  });
});

describe('sitemap XML and option helpers', () => {
  it('escapes the five XML characters', () => {
    assert.equal(escapeXml(`a&b<c>d"e'f`), 'a&amp;b&lt;c&gt;d&quot;e&apos;f');
    assert.deepEqual(parseSitemap(sitemapXml([])), []);
  });

  it('reads lastmod as a W3C datetime, only with a time zone, and rejects impossible dates', () => {
    assert.equal(w3cDatetime('2025-06-01T09:00:00.000Z'), '2025-06-01T09:00:00Z');
    assert.equal(w3cDatetime('2025-06-01T09:00:00.250Z'), '2025-06-01T09:00:00.250Z');
    assert.equal(w3cDatetime('2025-06-01T09:00-05:00'), '2025-06-01T14:00:00Z');
    assert.equal(w3cDatetime('2024-02-29'), '2024-02-29');
    for (const bad of ['2025-02-30', '2025-02-30T10:00:00Z', '2025-06-01T09:00:00', '2025-13-01', '2025-06-01T24:00Z', 'yesterday', 1_748_768_400_000, null]) {
      assert.equal(w3cDatetime(bad), undefined, String(bad));
    }
  });

  it('parses options as --name value and --name=value, naming an option but never a value in its errors', () => {
    const spec = { token: 'value', out: 'value', help: 'flag' } as const;
    const parsed = parseOptions(['--token', 't1', '--out=a=b', '-h'], spec);
    assert.ok(!('error' in parsed));
    assert.deepEqual([...parsed.values], [['token', 't1'], ['out', 'a=b']]);
    assert.deepEqual([...parsed.flags], ['help']);
    assert.deepEqual(parseOptions(['--token', '--out', 'x'], spec), { error: '--token needs a value' });
    assert.deepEqual(parseOptions(['--token=s3cret', '--token=s3cret'], spec), { error: '--token is given more than once' });
    assert.deepEqual(parseOptions(['--secret=s3cret'], spec), { error: 'unknown option --secret' });
    assert.deepEqual(parseOptions(['s3cret'], spec), { error: 'unexpected argument at position 1 (options start with --)' });
    assert.deepEqual(parseOptions(['--help=yes'], spec), { error: '--help takes no value' });
  });
});
