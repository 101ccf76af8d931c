/**
 * `npx tsx bench/hostile-renders.ts`: what hostile URLs cost a server render (issue 37, finding 2):
 * the API requests of one render, of a repeated one, and the peak memory (RSS) and time of 100
 * concurrent renders, for each case, against the reference API in a process of its own (so its
 * memory is not counted) with a board of 1,000 posts.
 *
 * - `more`: `paging="more"`, `page-size="5"`, `?jb-page=999999`;
 * - `slug`: `routing="path"`, a hashed slug no post has (`/careers/jobs/nothing~0123456789abcdef/`);
 * - `listing`: the plain listing's first page (the board of a site, rendered 100 times).
 *
 * Each case runs in a fresh process (`--case <name>`), so the peak is its own. `--no-cache` passes
 * `cache: false` to every render.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';

const CASES = {
  more: { url: 'https://example.com/careers/?jb-page=999999', attributes: { paging: 'more', 'page-size': '5' } },
  slug: { url: 'https://example.com/careers/jobs/nothing~0123456789abcdef/', attributes: { routing: 'path', 'base-path': '/careers/' } },
  listing: { url: 'https://example.com/careers/', attributes: {} },
} as const;
type CaseName = keyof typeof CASES;

const CONCURRENT = 100;
const POSTS = 1000;

const { values } = parseArgs({ options: { case: { type: 'string' }, api: { type: 'string' }, 'no-cache': { type: 'boolean' } } });

/** Starts the API, then each case in a process of its own; prints a table. */
async function main(): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', '-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(server.stdout!, 'data')) as [Buffer];
  const origin = line.toString().trim();
  try {
    const rows: Record<string, unknown>[] = [];
    for (const name of Object.keys(CASES) as CaseName[]) {
      const posts = Array.from({ length: POSTS }, (_, index) => post(`jp_${index + 1}`));
      const created = await fetch(`${origin}/__sandbox`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ posts }) });
      const sandbox: unknown = await created.json();
      if (!created.ok) throw new Error(`sandbox: ${JSON.stringify(sandbox)}`);
      const api = `${origin}/sandbox/${(sandbox as { id: string }).id}`;
      const args = ['--no-warnings', '--import', 'tsx', import.meta.filename, '--case', name, '--api', api, ...(values['no-cache'] ? ['--no-cache'] : [])];
      const run = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
      rows.push({ case: name, ...(JSON.parse(run.stdout) as object) });
    }
    console.table(rows);
  } finally {
    server.kill();
  }
}

/** One case: one render, the same again, then 100 at once; the requests each cost, the time and the peak RSS. */
async function runCase(name: CaseName, api: string, noCache: boolean): Promise<void> {
  const { renderJobBoard } = await import('../src/ssr/index.js');
  const { url, attributes } = CASES[name];
  const options = { url, attributes: { 'base-url': api, token: 'jb_demo_public', ...attributes }, ...(noCache ? { cache: false } : {}) };
  const requests = async (): Promise<number> => {
    // After thousands of requests at once, a kept-alive connection may be closed under it: ask again.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return Number(await (await fetch(`${new URL(api).origin}/__count`, { headers: { Connection: 'close' } })).text());
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  let warnings = 0;
  process.on('warning', (warning) => (warnings += warning.name === 'MaxListenersExceededWarning' ? 1 : 0));
  let peak = process.memoryUsage.rss();
  // maxRSS below is the true peak; the samples only fill in where it is not available.
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, process.memoryUsage.rss());
    } catch {
      // EMFILE while thousands of sockets are open: the next sample, or maxRSS, will do.
    }
  }, 5);
  const before = await requests();
  await renderJobBoard(options);
  const first = await requests();
  await renderJobBoard(options);
  const second = await requests();
  const start = performance.now();
  const settled = await Promise.allSettled(Array.from({ length: CONCURRENT }, () => renderJobBoard(options)));
  const ms = Math.round(performance.now() - start);
  const after = await requests();
  clearInterval(sampler);
  peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
  process.stdout.write(
    JSON.stringify({
      'requests, one render': first - before,
      'requests, the same again': second - first,
      [`requests, ${CONCURRENT} at once`]: after - second,
      [`ms, ${CONCURRENT} at once`]: ms,
      'peak RSS (MB)': Math.round(peak / 2 ** 20),
      failed: settled.filter((result) => result.status === 'rejected').length,
      'listener warnings': warnings,
    }),
  );
}

function post(id: string): Record<string, unknown> {
  return {
    id,
    title: `Engineer ${id}`,
    ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
    ats_department: { name: 'Engineering' },
    ats_offices: [{ name: 'Berlin', city: 'Berlin', country_code: 'DE' }],
    description: `<p>About the role ${id}.</p>${'<p>We build things that matter, together.</p>'.repeat(10)}`,
    created_at: '2025-05-01T09:00:00Z',
  };
}

/** The reference API on a free port, in a process of its own: prints its origin. */
const SERVER = `
import { createServer } from 'node:http';
import { createApiHandler } from ${JSON.stringify(new URL('../server/handler.ts', import.meta.url).pathname)};
const handler = createApiHandler();
let count = 0;
// Every request but the sandbox's set-up and this count (the sandbox's own log keeps 1,000 at most).
const server = createServer((req, res) => {
  if (req.url === '/__count') return void res.end(String(count));
  if (!req.url.startsWith('/__sandbox')) count += 1;
  handler(req, res);
});
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));
`;

if (values.case) await runCase(values.case as CaseName, values.api!, Boolean(values['no-cache']));
else await main();
