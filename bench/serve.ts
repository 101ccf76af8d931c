/**
 * The benchmarks' servers, all on 127.0.0.1 at free ports:
 *
 * - `buildScriptTag()`: `dist/cdn/job-board.js` and its chunks, built by scripts/lib/cdn-build.ts
 *   exactly as `npm run build` makes them, but into a temporary folder (a bench run writes nothing
 *   outside bench/ and the system's temporary folder).
 * - `servePages()`: the pages' origin: a fixed set of files (the pages, and the script-tag build
 *   under /cdn/), each sent gzipped (gzip -9, as a CDN would) with `Cache-Control: no-cache`.
 * - `serveApi()`: the reference API (server/, `createApiHandler()`, as `npm run api` serves it) alone
 *   on a second origin. Its answers carry `Access-Control-Allow-Origin: *` and its preflights allow
 *   the `Authorization` header (server/http/respond.ts), so a page on the first origin calls it as a
 *   career site calls its ATS: a preflight, then the GET. The demo token is `jb_demo_public`.
 * - `serve(dir)`: a folder and the reference API on one origin (test/node/production-bundles uses it).
 * - `buildBenchPage()` and `createSandbox()`: the economy bench's page (bench/pages/economy, built
 *   by Vite, Lit in its production mode) and sandboxes of the API with their request logs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildScriptTagBundle } from '../scripts/lib/cdn-build.js';
import { createApiHandler, type RecordedRequest, type SandboxConfig } from '../server/handler.js';
import { createApiServer } from '../server/http/node-server.js';

/** The reference API's public demo token (server/keys/key-store.ts). */
export const TOKEN = 'jb_demo_public';
export const LIST_PATH = '/v1/job-boards/job-posts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface Origin {
  origin: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  // Keep-alive connections would hold `close()` open.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bench server has no port');
  return `http://127.0.0.1:${address.port}`;
}

function closer(server: Server, after?: () => void): () => Promise<void> {
  return () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
      after?.();
    });
}

/**
 * Builds the script-tag bundle (`job-board.js` and its chunks) into a new
 * temporary folder and returns the folder. cdn-build reads `src/cdn.ts` from the working directory.
 */
export async function buildScriptTag(root: string): Promise<string> {
  if (resolve(process.cwd()) !== resolve(root)) throw new Error(`run the bench from ${root} (npm run bench)`);
  const outDir = mkdtempSync(join(tmpdir(), 'job-board-bench-cdn-'));
  await buildScriptTagBundle({ quiet: true, outDir });
  return outDir;
}

/** The files of `dir` as `prefix + name`, for `servePages`. */
export function filesOf(dir: string, prefix: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isFile() && !name.endsWith('.map')) files.set(`${prefix}${name}`, readFileSync(path));
  }
  return files;
}

export interface PageServer extends Origin {
  /** Adds or replaces a file (a page made once the API's origin is known). */
  set(path: string, body: string | Buffer): void;
}

/** Serves `files` (path → body), each gzipped once, as a static host with compression would. */
export async function servePages(files: Map<string, Buffer | string> = new Map()): Promise<PageServer> {
  const zipped = new Map<string, { type: string; raw: Buffer; gzip: Buffer }>();
  const set = (path: string, body: string | Buffer): void => {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    zipped.set(path, { type: TYPES[extname(path)] ?? 'application/octet-stream', raw, gzip: gzipSync(raw, { level: 9 }) });
  };
  for (const [path, body] of files) set(path, body);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = zipped.get(path);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzip : file.raw;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(body);
  });
  const origin = await listen(server);
  return { origin, set, close: closer(server) };
}

export interface ApiServer extends Origin {
  /** Every request the API received, as `METHOD /path?query`, in order. */
  log: string[];
}

/** The reference API alone on its own origin (CORS for any page origin), with a request log. */
export async function serveApi(): Promise<ApiServer> {
  const handler = createApiHandler();
  const log: string[] = [];
  const server = createApiServer((req, res) => {
    log.push(`${req.method ?? '?'} ${req.url ?? ''}`);
    handler(req, res);
  });
  const origin = await listen(server);
  return { origin, log, close: closer(server) };
}

/** Serves `dir` and the reference API on 127.0.0.1 at a free port (one origin). */
export async function serve(dir: string): Promise<Origin> {
  const api = createApiHandler();
  const server: Server = createServer((req, res) => {
    api(req, res, () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      const file = normalize(join(dir, path === '/' ? 'index.html' : path));
      let body: Buffer | undefined;
      try {
        if (file.startsWith(dir) && statSync(file).isFile()) body = readFileSync(file);
      } catch {
        body = undefined;
      }
      if (!body) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      res.end(body);
    });
  });
  const origin = await listen(server);
  return { origin, close: closer(server, () => rmSync(dir, { recursive: true, force: true })) };
}

/** Builds the economy bench's page into a new temporary folder and returns it. */
export async function buildBenchPage(root: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'job-board-bench-'));
  const src = resolve(root, 'src');
  await build({
    configFile: false,
    root: resolve(root, 'bench/pages/economy'),
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: true, sourcemap: false },
    plugins: [
      {
        // package.json's `sideEffects` names the dist/ files that define the elements; read from
        // src/, the modules that define them would be dropped as free of side effects.
        name: 'bench-keep-src-side-effects',
        enforce: 'post',
        transform(code, id) {
          return id.startsWith(src) ? { code, map: null, moduleSideEffects: true } : undefined;
        },
      },
    ],
  });
  return outDir;
}

async function control<T>(origin: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface BenchSandbox {
  id: string;
  /** The base URL to give `<job-board base-url>`, relative to the page's origin. */
  baseUrl: string;
  requests(): Promise<RecordedRequest[]>;
  clear(): Promise<void>;
}

/** A sandbox of the reference API (no latency unless configured), with its request log. */
export async function createSandbox(origin: string, config: SandboxConfig = {}): Promise<BenchSandbox> {
  const { id } = await control<{ id: string }>(origin, 'POST', '', config);
  return {
    id,
    baseUrl: `/sandbox/${id}`,
    requests: async () => (await control<{ requests: RecordedRequest[] }>(origin, 'GET', `/${id}/requests`)).requests,
    clear: async () => {
      await control(origin, 'DELETE', `/${id}/requests`);
    },
  };
}
