/**
 * `npm start -- --port N`: the demo career site with the reference API on the port asked for, and
 * the banner naming that port.
 */
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Sends `request` as it is (no client adds a Host) and returns the whole answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('npm start', { timeout: 60_000 }, () => {
  it('serves the demo and the API on the port given with -- --port, and says so', async () => {
    const port = await freePort();
    const child = spawn('npm', ['start', '--', '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const origin = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 45_000;
      while (!output.includes(`API base address:  ${origin}`)) {
        assert.ok(Date.now() < deadline, `no banner naming ${origin}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const page = await fetch(`${origin}/`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<job-board\b/);
      // The path-routing demo, at every URL under /careers/ that is not a file, as a static host's rewrite.
      for (const path of ['/careers/', '/careers/page/2/', '/careers/jobs/jp_1/?jb-q=x']) {
        const careers = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html' } });
        assert.equal(careers.status, 200, path);
        assert.match(await careers.text(), /<job-board[^>]*routing="path"[^>]*base-path="\/careers\/"/, path);
      }
      const api = await fetch(`${origin}/v1/job-boards/job-posts?limit=1`, { headers: { Authorization: 'Bearer jb_demo_public' } });
      assert.equal(api.status, 200);
      assert.equal(((await api.json()) as { data: unknown[] }).data.length, 1);
      // Node's early answers, the API's way on Vite's server too: no Host, and an unknown Expect.
      for (const [request, status] of [
        ['GET /v1/job-boards/job-posts HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
        [`GET /v1/job-boards/job-posts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nExpect: bogus\r\nConnection: close\r\n\r\n`, 417],
      ] as const) {
        const answer = await rawRequest(port, request);
        assert.match(answer, new RegExp(`^HTTP/1.1 ${status} `), answer);
        assert.match(answer, /access-control-allow-origin: \*/i, answer);
        assert.match(answer, /x-content-type-options: nosniff/i, answer);
        assert.match(answer, /"error":\{"code":"ERR_/, answer);
      }
    } finally {
      // npm runs vite in a child of its own: end the whole group.
      process.kill(-child.pid!, 'SIGTERM');
    }
  });
});
