/**
 * Issue 38, finding 8: a dead API port said "The API could not be reached." with no address,
 * from the client, the server render and the CLI alike. The client's message now names the
 * origin it tried (never the token, which travels in a header); on a server and in the CLI,
 * Node's cause (ECONNREFUSED, ENOTFOUND, a port fetch refuses) is named with its likely cause.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { before, describe, it } from 'node:test';
import { main } from '../../src/cli/main.js';
import { createJobBoardsClient } from '../../src/client/index.js';
import { renderJobBoard } from '../../src/ssr/index.js';
import { writeWhole } from '../../src/cli/write-whole.js';
import { apiFailure } from '../helpers/api-failure.js';

/** An address nothing listens at: a port the system gave, then closed. */
let dead: string;
before(async () => {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  dead = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise((done) => server.close(done));
});

const TOKEN = 'jb_secret_token_123';

describe('a dead API port', () => {
  it('the client\'s NETWORK_ERROR names the origin it tried, not the token', async () => {
    const error = await apiFailure(createJobBoardsClient({ baseUrl: `${dead}/api`, token: TOKEN, maxRetries: 0 }).listJobPosts());
    assert.equal(error.code, 'NETWORK_ERROR');
    assert.ok(error.message.startsWith(`${dead} could not be reached`), error.message);
    assert.ok(!error.message.includes(TOKEN));
  });

  it('renderJobBoard names the address and ECONNREFUSED, asking whether the server runs there', async () => {
    const error = await apiFailure(renderJobBoard({ url: 'https://example.com/careers/', attributes: { 'base-url': dead, token: TOKEN, timeout: 5000 } }));
    assert.equal(error.code, 'NETWORK_ERROR');
    assert.equal(error.message, `${dead} could not be reached (ECONNREFUSED: nothing accepts connections there; is the server running, at that host and port?).`);
  });

  it('renderJobBoard names an unknown host (ENOTFOUND) and a port fetch refuses', async () => {
    const unknown = await apiFailure(renderJobBoard({ url: 'https://example.com/careers/', attributes: { 'base-url': 'http://no-such-host.invalid', token: TOKEN } }));
    assert.match(unknown.message, /^http:\/\/no-such-host\.invalid could not be reached \((ENOTFOUND|EAI_AGAIN): the host name/);
    const blocked = await apiFailure(renderJobBoard({ url: 'https://example.com/careers/', attributes: { 'base-url': 'http://127.0.0.1:6000', token: TOKEN } }));
    assert.match(blocked.message, /^http:\/\/127\.0\.0\.1:6000 could not be reached \(bad port: fetch refuses this port/);
  });

  it('the CLI says the address and the cause', async () => {
    let stderr = '';
    const status = await main(['sitemap', '--base-url', dead, '--page-url', 'https://example.com/careers/'], {
      env: { JOB_BOARDS_TOKEN: TOKEN },
      stdout: async () => {},
      stderr: (text) => void (stderr += text),
      writeFile: writeWhole,
    }, '0.0.0-test');
    assert.equal(status, 1);
    assert.ok(stderr.includes(`${dead} could not be reached (ECONNREFUSED: nothing accepts connections there; is the server running, at that host and port?). (NETWORK_ERROR)`), stderr);
    assert.ok(!stderr.includes(TOKEN));
  });
});
