/**
 * The demo's static career site (demo/static/index.html), built by `job-board-element build`
 * in-process and served as a static host serves it, with the reference API on the same origin:
 * `/careers/…` the built pages, `/cdn/…` the script-tag build, `/v1/…` the API. Shared by the
 * static-pages tests, their figures (`npm run bench -- --static`) and `npm run demo:static`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { runBuild } from '../../src/cli/build/build-command.js';
import type { CliIo } from '../../src/cli/io.js';
import { createApiHandler } from '../../server/handler.js';
import { serveStaticFile, type Mounts } from './static-server.js';

const ROOT = resolve(import.meta.dirname, '../..');
export const STATIC_TEMPLATE = join(ROOT, 'demo/static/index.html');
export const STATIC_BASE_PATH = '/careers/';

export interface StaticSite {
  origin: string;
  /** The path and query of every API request, in order (from the build and from browsers alike). */
  apiRequests: string[];
  close(): Promise<void>;
}

/**
 * Serves `outDir` at /careers/ and `cdnDir` at /cdn/, with the reference API; the site's origin is
 * known before anything is built, as the build writes absolute links. `extraMounts` serves more
 * folders on the same origin (the figures' client-rendered page for comparison).
 */
export async function serveStaticSite({
  outDir,
  cdnDir,
  port = 0,
  extraMounts = {},
}: {
  outDir: string;
  cdnDir: string;
  port?: number;
  extraMounts?: Mounts;
}): Promise<StaticSite> {
  const apiRequests: string[] = [];
  const api = createApiHandler();
  const mounts: Mounts = { ...extraMounts, [STATIC_BASE_PATH]: outDir, '/cdn/': cdnDir, '/favicon.svg': join(ROOT, 'demo/favicon.svg') };
  const server: Server = createServer((request, response) => {
    // The API's requests, and the vendor emulators' (a source's board: /v1/boards, /v0/postings, /posting-api).
    if (/^\/(v1|v0\/postings|posting-api)\//.test(request.url ?? '')) apiRequests.push(request.url!);
    api(request, response, () => serveStaticFile(mounts, request, response));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, apiRequests, close: () => new Promise((done) => server.close(() => done())) };
}

export interface BuildRun {
  status: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `job-board-element build` in-process for the demo's template (or another), against the site's own API. */
export async function buildStaticSite(site: { origin: string }, outDir: string, extraArgs: string[] = [], template = STATIC_TEMPLATE): Promise<BuildRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    env: { JOB_BOARDS_TOKEN: 'jb_demo_public' },
    stdout: async (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    writeFile: async () => {
      throw new Error('the build writes through its site writer');
    },
  };
  const started = performance.now();
  const status = await runBuild(
    ['--base-url', site.origin, '--template', template, '--site-url', site.origin, '--out', outDir, ...extraArgs],
    io,
  );
  return { status, stdout, stderr, ms: performance.now() - started };
}
