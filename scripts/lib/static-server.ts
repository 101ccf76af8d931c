/**
 * A static file server as a static host serves a built career site: `/careers/jobs/jp_1/` is
 * `careers/jobs/jp_1/index.html`, a missing file is a 404, nothing is rewritten. Like nginx, S3
 * website hosting and Python's http.server it percent-decodes the request path before looking for
 * the file; `{ decode: false }` serves the path as sent, as hosts that address files by the raw
 * key do (a job's slug must answer on both: routing/slug.ts). Used by the
 * static-pages tests, their figures and `npm run demo:static` (see static-site.ts).
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** URL path prefix → folder; the longest matching prefix serves a request. */
export type Mounts = Record<string, string>;

export interface StaticServeOptions {
  /** Percent-decode the request path before looking for the file (default true). */
  decode?: boolean;
}

function fileFor(mounts: Mounts, pathname: string, decode: boolean): string | undefined {
  const prefix = Object.keys(mounts)
    .filter((candidate) => pathname.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return undefined;
  const root = resolve(mounts[prefix]!);
  // A mount may be one file (`/favicon.svg`).
  if (pathname === prefix && !prefix.endsWith('/')) return statSync(root, { throwIfNoEntry: false })?.isFile() ? root : undefined;
  const rest = pathname.slice(prefix.length);
  let relative: string;
  try {
    relative = normalize(decode ? decodeURIComponent(rest) : rest).replace(/^([/\\])+/, '');
  } catch {
    // Malformed percent-encoding names no file.
    return undefined;
  }
  let file = join(root, relative);
  if (!file.startsWith(root)) return undefined;
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export interface StaticServer {
  server: Server;
  origin: string;
  close(): Promise<void>;
}

/** Answers one request from the mounted folders: the file, a folder's index.html, or 404. */
export function serveStaticFile(mounts: Mounts, request: IncomingMessage, response: ServerResponse, options: StaticServeOptions = {}): void {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = fileFor(mounts, pathname, options.decode ?? true);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  // A folder's URL without its slash goes to the one with it, as static hosts do.
  if (!pathname.endsWith('/') && file.endsWith('index.html') && extname(pathname) === '') {
    response.writeHead(301, { location: `${pathname}/` });
    response.end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  createReadStream(file).pipe(response);
}

export function serveStatic(mounts: Mounts, port = 0, options: StaticServeOptions = {}): Promise<StaticServer> {
  const server = createServer((request, response) => serveStaticFile(mounts, request, response, options));
  return new Promise((done) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      done({ server, origin, close: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
}
