/**
 * `npm run bench -- --static --scale`: how `job-board-element build` scales (issue 20: 10,000
 * posts took 58.7 s and peaked at 1.94 GB of RSS). For each board size, a cold build into an
 * empty folder, then a rebuild with nothing changed: wall time and the build process's peak RSS.
 *
 * The posts are the reference API's generated ones (server/data/generate.ts), repeated under new
 * ids (`jp_1` … `jp_N`) with a paragraph added, so descriptions average about 1.2 KB; they are
 * served by the reference API's own endpoint code (server/api/serve.ts) as a world of their own,
 * in this process. The build runs in a child process, as `npx job-board-element build` would,
 * under `/usr/bin/time`, whose maximum resident set size is the figure.
 *
 *   --posts 10000,50000   the board sizes (default)
 *   --bin FILE            the command to measure (default src/cli/job-board-element.ts; another
 *                         checkout's, for a before-and-after)
 *   --results FILE        where to write the figures (default bench/results/static-scale.md)
 *   --no-write            print only (the results file left alone)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { serveApi } from '../server/api/serve.js';
import type { World } from '../server/api/world.js';
import { CursorCodec } from '../server/cursor.js';
import { generateDataSet } from '../server/data/generate.js';
import { ApiError } from '../server/http/errors.js';
import { sendError } from '../server/http/respond.js';
import { KeyStore } from '../server/keys/key-store.js';
import { gitCommit, load } from './report.js';

type Log = (text: string) => void;

const TOKEN = 'jb_demo_public';
const TEMPLATE = `<!doctype html>
<html lang="en">
<head><title>Careers at Brightwave Labs</title><script type="module" src="/cdn/job-board.js"></script></head>
<body>
<job-board base-url="/" routing="path" base-path="/careers/" organization="Brightwave Labs" country="DE">
  <job-board-search></job-board-search>
  <job-board-workplace-filter></job-board-workplace-filter>
</job-board>
</body>
</html>
`;
const EXTRA_PARAGRAPH = '<p>We answer every application within two weeks, and we tell you why when it is a no.</p>';

/** `count` open posts from the reference generator's, under new ids. */
function scalePosts(count: number): unknown[] {
  const open = generateDataSet().posts.filter((post) => post.ats_job.status === 'open');
  return Array.from({ length: count }, (_, index) => {
    const model = open[index % open.length]!;
    return { ...model, id: `jp_${index + 1}`, description: `${model.description}\n${EXTRA_PARAGRAPH}` };
  });
}

/** The reference API's endpoints over `posts`, on an ephemeral port. */
async function serveWorld(posts: unknown[]): Promise<{ origin: string; close: () => Promise<void> }> {
  const data = generateDataSet();
  const world: World = { id: 'scale', keys: new KeyStore(), data, cursors: new CursorCodec(), envelope: 'general', postWrapping: 'data', postsOverride: posts };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    serveApi(world, req, res, url.pathname, url).catch((error: unknown) => {
      if (error instanceof ApiError) sendError(res, error);
      else {
        res.statusCode = 500;
        res.end();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((done) => server.close(() => done())) };
}

interface BuildFigure {
  seconds: number;
  peakMiB: number;
  summary: string;
  status: number;
  stderr: string;
}

/** Runs the build in a child process under /usr/bin/time; its wall time and peak RSS. */
function timedBuild(bin: string, args: string[]): Promise<BuildFigure> {
  return new Promise((done, fail) => {
    execFile(
      '/usr/bin/time',
      ['-f', 'TIME %e %M', process.execPath, '--import', 'tsx', bin, 'build', ...args],
      // tsx reads the checkout's tsconfig (decorators) from the working folder: the command's own.
      { cwd: resolve(dirname(bin), '../..'), env: { ...process.env, JOB_BOARDS_TOKEN: TOKEN }, maxBuffer: 64 * 2 ** 20 },
      (error, _stdout, stderr) => {
        const measured = /TIME ([\d.]+) (\d+)/.exec(stderr);
        if (!measured) {
          fail(error ?? new Error(`no figures: ${stderr.slice(-2000)}`));
          return;
        }
        const summary = /Wrote [^\n]*/.exec(stderr)?.[0] ?? stderr.trim().split('\n').slice(-3).join(' / ');
        done({ seconds: Number(measured[1]), peakMiB: Number(measured[2]) / 1024, summary, status: (error as { code?: number } | null)?.code ?? 0, stderr });
      },
    );
  });
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

export async function runStaticScale({ root, write, log }: { root: string; write: boolean; log: Log }): Promise<number> {
  const sizes = (argument('--posts') ?? '10000,50000').split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--posts needs whole numbers ≥ 1, separated by commas');
  const bin = argument('--bin') ?? join(root, 'src/cli/job-board-element.ts');
  const begun = new Date();
  const loadBefore = load();
  const rows: string[] = [];
  let failed = 0;
  const report = (): string =>
    [
      '# Static build at scale: figures',
      '',
      'Written by `npm run bench -- --static --scale` (bench/static-scale.ts, where what is measured is described).',
      '',
      `**Run:** ${begun.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${gitCommit(root) ?? 'unknown commit'}; command measured: \`${bin.replace(`${root}/`, '')}\`.`,
      '',
      `**Machine:** ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}. Load average (1 min) ${loadBefore} at the start, ${load()} at the last row.`,
      '',
      '| Posts | Build | Wall time | Peak RSS | Summary |',
      '| ---: | --- | ---: | ---: | --- |',
      ...rows,
      '',
    ].join('\n');
  // Written after every row: a run stopped half way keeps its figures.
  const save = (): void => {
    if (write) writeFileSync(resolve(root, argument('--results') ?? 'bench/results/static-scale.md'), report());
  };
  for (const size of sizes) {
    const work = mkdtempSync(join(os.tmpdir(), 'job-board-scale-'));
    const api = await serveWorld(scalePosts(size));
    try {
      const template = join(work, 'page.html');
      writeFileSync(template, TEMPLATE);
      const args = ['--base-url', api.origin, '--template', template, '--site-url', 'https://example.com', '--out', join(work, 'careers')];
      for (const kind of ['cold', 'unchanged'] as const) {
        log(`${size.toLocaleString('en')} posts, ${kind === 'cold' ? 'cold build' : 'rebuild, nothing changed'}…`);
        const figure = await timedBuild(bin, args);
        if (figure.status !== 0) {
          failed += 1;
          log(`  the build failed:\n${figure.stderr.slice(-3000)}`);
        }
        log(`  ${figure.seconds.toFixed(1)} s, peak RSS ${figure.peakMiB.toFixed(0)} MiB: ${figure.summary}`);
        rows.push(`| ${size.toLocaleString('en')} | ${kind === 'cold' ? 'cold, empty folder' : 'rebuild, nothing changed'} | ${figure.seconds.toFixed(1)} s | ${figure.peakMiB.toFixed(0)} MiB | ${figure.summary} |`);
        save();
      }
    } finally {
      await api.close();
      rmSync(work, { recursive: true, force: true });
    }
  }
  log(report());
  return failed > 0 ? 1 : 0;
}
