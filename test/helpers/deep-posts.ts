/**
 * Posts nested deeper than the reference API's sandboxes accept (8 levels: server/sandbox/posts.ts)
 * for Node tests: a proxy in front of the reference API that adds a deeply nested field to the
 * posts it names, in every JSON answer that carries them (the listing and the detail). The API
 * still answers everything else over real HTTP; only the one field is added on the way.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withDeepField } from './deep-json.js';

export interface DeepProxy {
  /** The proxy's origin: a sandbox's base URL with the API's origin replaced by it. */
  origin: string;
  /** `base` (a sandbox of the API at `api`) through the proxy. */
  through(base: string): string;
  close(): Promise<void>;
}

/**
 * A proxy of the API at `api` that adds a field nested `levels` deep to the posts `ids`, in the
 * answers to every request, or to those whose path `only` accepts (a detail's, say).
 */
export async function deepPostProxy(api: string, ids: readonly string[], levels: number, only: (path: string) => boolean = () => true): Promise<DeepProxy> {
  const server: Server = createServer((request, response) => {
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'accept']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    fetch(`${api}${request.url ?? '/'}`, { method: request.method ?? 'GET', headers }).then(
      async (answer) => {
        const text = await answer.text();
        const type = answer.headers.get('content-type') ?? '';
        response.writeHead(answer.status, { 'Content-Type': type });
        response.end(type.includes('json') && only(request.url ?? '/') ? withDeepField(text, ids, levels) : text);
      },
      (error: unknown) => {
        response.writeHead(502, { 'Content-Type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    through: (base) => base.replace(api, origin),
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
