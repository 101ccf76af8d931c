/**
 * `npm start`: the demo career site on Vite's dev server, with the reference API mounted on the
 * same origin (so the demo's `base-url` is simply "/"), and the demo in path routing at
 * `/careers/`.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { createApiHandler } from './server/handler.js';
import { printDemoBanner } from './server/banner.js';
import { answerEarlyRequests } from './server/http/node-server.js';
import { Server as HttpServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { LOOPBACK_HOSTS, normalizeHostName, type DevAccess } from './server/http/dev-access.js';

/** A host name as the gate reads it; undefined for one it can't (a link-local address with its zone, `fe80::1%eth0`). */
function gateName(name: string): string | undefined {
  try {
    return normalizeHostName(name);
  } catch {
    return undefined;
  }
}

/**
 * Who may use the reference API's development endpoints from the demo (its envelope switch makes a
 * sandbox): the loopback names always; once the demo is exposed on purpose (`npm start -- --host`),
 * also the names it is reached by from other devices: this machine's addresses, the host given,
 * and Vite's own `server.allowedHosts`. Vite's check of `Host` guards its own files the same way.
 */
function demoDevAccess(server: { host?: string | boolean; allowedHosts?: string[] | true }): DevAccess {
  // The config binds 127.0.0.1; `--host` (true, or an address or name) exposes the demo.
  const given = typeof server.host === 'string' ? gateName(server.host) : undefined;
  if (!server.host || (given !== undefined && LOOPBACK_HOSTS.includes(given))) return {};
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && !entry.internal)
    .map((entry) => entry!.address);
  const named = given !== undefined && given !== '0.0.0.0' && given !== '[::]' ? [given] : [];
  const allowed = Array.isArray(server.allowedHosts) ? server.allowedHosts.filter((name) => !name.startsWith('.')) : [];
  return { hosts: [...addresses, ...named, ...allowed].filter((name) => gateName(name) !== undefined) };
}

function referenceApi(): Plugin {
  const envelope = process.env.ENVELOPE === 'quickstart' ? 'quickstart' : 'general';
  return {
    name: 'job-board-reference-api',
    configureServer(server) {
      server.middlewares.use(createApiHandler({ envelope, devAccess: demoDevAccess(server.config.server) }));
      // Vite's HTTP/1 server (not its HTTP/2 one, under https): Node's early answers the API's way.
      if (server.httpServer instanceof HttpServer) answerEarlyRequests(server.httpServer);
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        const port = typeof address === 'object' && address ? address.port : 5173;
        // After Vite's own banner, so the address and the demo tokens are the last lines shown.
        setTimeout(() => printDemoBanner(`http://127.0.0.1:${port}`, { demo: true, envelope }), 50);
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(createApiHandler({ envelope, devAccess: demoDevAccess(server.config.preview) }));
    },
  };
}

const CAREERS = '/careers/';

/**
 * The rewrite a static host needs for `routing="path"`: every URL under `/careers/` that is not a
 * file gets the path-routing demo, `demo/careers/index.html`, so a reload or a shared link of
 * `/careers/page/2/` or `/careers/jobs/<id>/` lands on the board, which reads the path. (Vite's
 * own fallback would answer with the root's index.html.)
 */
function careersFallback(): Plugin {
  return {
    name: 'job-board-careers-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev.invalid');
        const path = decodeURIComponent(url.pathname);
        if ((req.method === 'GET' || req.method === 'HEAD') && (path === '/careers' || path.startsWith(CAREERS))) {
          const file = join(server.config.root, path);
          if (!existsSync(file) || statSync(file).isDirectory()) req.url = `${CAREERS}index.html${url.search}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  root: 'demo',
  publicDir: false,
  plugins: [referenceApi(), careersFallback()],
  server: { host: '127.0.0.1', port: 5173 },
  build: { outDir: '../dist-demo', emptyOutDir: true },
});
