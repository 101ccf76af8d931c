/**
 * The benchmark's server: a production build of the bench page (bench/index.html + bench/bench.ts,
 * minified by Vite, Lit in its production mode) served from a temporary folder by node:http, with
 * the reference API (`createApiHandler()`) on the same origin, and a few sandbox helpers.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'vite';
import { createApiHandler, type RecordedRequest, type SandboxConfig } from '../../server/handler.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Builds the bench page into a new temporary folder and returns it. */
export async function buildBenchPage(root: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'job-board-bench-'));
  const src = resolve(root, 'src');
  await build({
    configFile: false,
    root: resolve(root, 'bench'),
    base: './',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
    },
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

export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `dir` and the reference API on 127.0.0.1 at a free port. */
export async function serve(dir: string): Promise<BenchServer> {
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
  // Keep-alive connections would hold `close()` open.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bench server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
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
