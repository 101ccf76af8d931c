/**
 * The development endpoints (`/__sandbox`) seen from a real browser: a page on another origin
 * (the test page's origin under the other loopback name) can neither drive them nor read them,
 * whatever the method, while the test page's own origin uses them as every test does, and the
 * public API stays open to the other origin. Host checks (DNS rebinding) need a forged `Host`,
 * which only Node can send: dev-access.node.test.ts.
 */
import { expect } from '@open-wc/testing';
import { createSandbox, sandboxRequests } from '../helpers/sandbox.js';
import { LIST_PATH, TOKENS } from '../helpers/reference-api.js';

/** The test page's origin with the other loopback name: a real cross-origin request. */
function otherOrigin(): string {
  const url = new URL(location.origin);
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.origin;
}

/** What the page gets from a cross-origin fetch: the status, or the network error CORS turns a refusal into. */
async function fromOtherOrigin(path: string, init: RequestInit): Promise<number | 'blocked'> {
  try {
    return (await fetch(`${otherOrigin()}${path}`, init)).status;
  } catch (error) {
    expect(error).to.be.instanceOf(TypeError);
    return 'blocked';
  }
}

describe('reference API: the development endpoints from a page on another origin', () => {
  it('can neither create, change nor read a sandbox, its keys or its log', async () => {
    const sandbox = await createSandbox();
    await fetch(`${sandbox.baseUrl}${LIST_PATH}`, { headers: { Authorization: `Bearer ${TOKENS.jobBoards}` } });
    const json = { 'Content-Type': 'application/json' };
    const attempts: [string, string, RequestInit][] = [
      ['POST', '/__sandbox', { method: 'POST', headers: json, body: '{}' }],
      // text/plain needs no preflight: the server sees it, and must refuse it itself.
      ['POST text/plain', '/__sandbox', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }],
      ['PUT', `/__sandbox/${sandbox.id}`, { method: 'PUT', headers: json, body: '{"faults":[{"kind":"hang"}]}' }],
      ['GET log', `/__sandbox/${sandbox.id}/requests`, { method: 'GET' }],
      ['DELETE log', `/__sandbox/${sandbox.id}/requests`, { method: 'DELETE' }],
      ['POST key', `/__sandbox/${sandbox.id}/keys`, { method: 'POST', headers: json, body: '{"name":"x","type":"job_boards"}' }],
      ['PATCH key', `/__sandbox/${sandbox.id}/keys/${TOKENS.legacy}`, { method: 'PATCH', headers: json, body: '{"scopes":[]}' }],
      ['DELETE key', `/__sandbox/${sandbox.id}/keys/${TOKENS.jobBoards}`, { method: 'DELETE' }],
    ];
    for (const [label, path, init] of attempts) {
      expect(await fromOtherOrigin(path, init), label).to.equal('blocked');
    }
    // The same page's own origin still can, and nothing the other origin asked for happened.
    const log = await sandboxRequests(sandbox);
    expect(log.map((entry) => entry.path)).to.deep.equal([LIST_PATH]);
    const listing = await fetch(`${sandbox.baseUrl}${LIST_PATH}?limit=1`, { headers: { Authorization: `Bearer ${TOKENS.jobBoards}` } });
    expect(listing.status, 'no fault was set and the key was not revoked').to.equal(200);
  });

  it('learns nothing in no-cors mode (an opaque answer); its own origin is served without CORS headers', async () => {
    const response = await fetch(`${otherOrigin()}/__sandbox`, { method: 'POST', mode: 'no-cors', body: '{}' });
    expect(response.type).to.equal('opaque');
    const own = await fetch('/__sandbox', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(own.status).to.equal(201);
    expect(own.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('still calls the public API itself, with a token', async () => {
    expect(await fromOtherOrigin(`${LIST_PATH}?limit=1`, { headers: { Authorization: `Bearer ${TOKENS.jobBoards}` } })).to.equal(200);
    const sandbox = await createSandbox();
    expect(await fromOtherOrigin(`/sandbox/${sandbox.id}${LIST_PATH}?limit=1`, { headers: { Authorization: `Bearer ${TOKENS.jobBoards}` } })).to.equal(200);
  });
});
