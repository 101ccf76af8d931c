/**
 * Authentication and keys (api-spec section 5), through the demo tokens and the key store of a
 * sandbox, with the 401/403 answers and messages REFERENCE-API.md chose.
 */
import { expect } from '@open-wc/testing';
import { createKey, createSandbox, editKeyScopes, revokeKey, type Sandbox } from '../helpers/sandbox.js';
import { call, expectError, LIST_PATH, TOKENS, type Answer, type ErrorBody } from '../helpers/reference-api.js';

const SEARCH_PATH = '/v1/candidates/search';

/** One request to each endpoint group with `token` (or the given header). */
function listPosts(base: string, token?: string, headers?: Record<string, string>): Promise<Answer<ErrorBody>> {
  return call<ErrorBody>(`${LIST_PATH}?limit=1`, { base, token, headers });
}
function listJobs(base: string, token?: string): Promise<Answer<ErrorBody>> {
  return call<ErrorBody>('/v1/jobs?limit=1', { base, token });
}
function searchCandidates(base: string, token?: string): Promise<Answer<ErrorBody>> {
  return call<ErrorBody>(SEARCH_PATH, { base, token, json: { limit: 1 } });
}

function missingScope(scope: string): string {
  return `This API key is missing the required scope: ${scope}`;
}

describe('reference API: authentication (spec section 5)', () => {
  const base = location.origin;

  it('answers 401 ERR_TOKEN_MISSING on every endpoint when no token is sent', async () => {
    for (const answer of [
      await listPosts(base),
      await call<ErrorBody>(`${LIST_PATH}/jp_1`),
      await listJobs(base),
      await searchCandidates(base),
    ]) {
      expectError(answer, 401, 'ERR_TOKEN_MISSING', 'Bearer');
    }
  });

  it('answers 401 ERR_TOKEN_MISSING for an Authorization header without "Bearer "', async () => {
    for (const value of ['jb_demo_public', 'Token jb_demo_public', 'Basic amI6ZGVtbw==', 'Bearer', 'Bearer   ', 'Bearerjb_demo_public']) {
      expectError(await listPosts(base, undefined, { Authorization: value }), 401, 'ERR_TOKEN_MISSING', 'Bearer');
    }
  });

  it('accepts the scheme in any case, as HTTP defines it', async () => {
    const answer = await listPosts(base, undefined, { Authorization: 'bearer jb_demo_public' });
    expect(answer.status).to.equal(200);
  });

  it('answers 401 ERR_INVALID_TOKEN for an unknown token and for a revoked one', async () => {
    expectError(await listPosts(base, 'jb_not_a_real_token'), 401, 'ERR_INVALID_TOKEN');
    expectError(await listPosts(base, TOKENS.revoked), 401, 'ERR_INVALID_TOKEN');
  });

  it('answers 403 ERR_FEATURE_NOT_ENABLED for an account without API access', async () => {
    expectError(await listPosts(base, TOKENS.disabled), 403, 'ERR_FEATURE_NOT_ENABLED', 'not enabled');
  });

  it('lets a Job Boards token read the job board and refuses it the Application API, naming the scope', async () => {
    expect((await listPosts(base, TOKENS.jobBoards)).status).to.equal(200);
    expectError(await listJobs(base, TOKENS.jobBoards), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('jobs:read'));
    expectError(await searchCandidates(base, TOKENS.jobBoards), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('candidates:read'));
  });

  it('words a missing scope exactly as the spec does, and nothing more', async () => {
    const cases: [Promise<Answer<ErrorBody>>, string][] = [
      [listPosts(base, TOKENS.jobsRead), 'job_boards:read'],
      [listJobs(base, TOKENS.jobBoards), 'jobs:read'],
      [searchCandidates(base, TOKENS.noScopes), 'candidates:read'],
    ];
    for (const [answer, scope] of cases) {
      const { status, body } = await answer;
      expect(status).to.equal(403);
      expect(body.error.message).to.equal(`This API key is missing the required scope: ${scope}`);
    }
  });

  it('refuses every Application API token on the job board, naming job_boards:read', async () => {
    for (const token of [TOKENS.jobsRead, TOKENS.legacy, TOKENS.noScopes]) {
      expectError(await listPosts(base, token), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('job_boards:read'));
      expectError(await call<ErrorBody>(`${LIST_PATH}/jp_1`, { token }), 403, 'ERR_INSUFFICIENT_SCOPE', 'job_boards:read');
    }
  });

  it('lets an Application API token reach exactly the endpoints of its scopes', async () => {
    expect((await listJobs(base, TOKENS.jobsRead)).status).to.equal(200);
    expectError(await searchCandidates(base, TOKENS.jobsRead), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('candidates:read'));
    expectError(await listJobs(base, TOKENS.noScopes), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('jobs:read'));
    expectError(await searchCandidates(base, TOKENS.noScopes), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('candidates:read'));
  });

  it('lets a legacy token issued before scopes reach every Application API endpoint', async () => {
    expect((await listJobs(base, TOKENS.legacy)).status).to.equal(200);
    expect((await searchCandidates(base, TOKENS.legacy)).status).to.equal(200);
  });

  it('checks the token before the parameters: a bad page without a token is a 401', async () => {
    expectError(await call<ErrorBody>(`${LIST_PATH}?page=abc`), 401, 'ERR_TOKEN_MISSING');
  });
});

describe('reference API: keys made in a sandbox', () => {
  let sandbox: Sandbox;

  beforeEach(async () => {
    sandbox = await createSandbox();
  });

  it('works with the demo tokens in every sandbox', async () => {
    expect((await listPosts(sandbox.baseUrl, TOKENS.jobBoards)).status).to.equal(200);
    expectError(await listPosts(sandbox.baseUrl, TOKENS.revoked), 401, 'ERR_INVALID_TOKEN');
    expectError(await listPosts(sandbox.baseUrl, TOKENS.disabled), 403, 'ERR_FEATURE_NOT_ENABLED');
  });

  it('creates a Job Boards key whose token works at once on the job board only', async () => {
    const key = await createKey(sandbox, { name: 'Career site', type: 'job_boards' });
    expect(key.token).to.match(/^jb_[0-9a-f]{32}$/);
    expect(key).to.include({ name: 'Career site', type: 'job_boards' });
    expect((await listPosts(sandbox.baseUrl, key.token)).status).to.equal(200);
    expectError(await listJobs(sandbox.baseUrl, key.token), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('jobs:read'));
  });

  it('creates an Application API key limited to its scopes; read does not grant write and vice versa', async () => {
    const reader = await createKey(sandbox, { name: 'Reader', type: 'application', scopes: ['jobs:read'] });
    expect(reader.token).to.match(/^app_[0-9a-f]{32}$/);
    expect(reader.scopes).to.deep.equal(['jobs:read']);
    expect((await listJobs(sandbox.baseUrl, reader.token)).status).to.equal(200);
    expectError(await searchCandidates(sandbox.baseUrl, reader.token), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('candidates:read'));

    const writer = await createKey(sandbox, { name: 'Writer', type: 'application', scopes: ['jobs:write'] });
    expectError(await listJobs(sandbox.baseUrl, writer.token), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('jobs:read'));
  });

  it('gives every new key a new token', async () => {
    const tokens = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      tokens.add((await createKey(sandbox, { name: `Key ${index}`, type: 'application' })).token);
    }
    expect(tokens.size).to.equal(5);
  });

  it('keeps the token when scopes are edited, and the new scopes apply to the next request', async () => {
    const key = await createKey(sandbox, { name: 'Integration', type: 'application', scopes: ['jobs:read'] });
    const edited = await editKeyScopes(sandbox, key.token, ['candidates:read']);
    expect(edited.token).to.equal(key.token);
    expect(edited.scopes).to.deep.equal(['candidates:read']);
    expect((await searchCandidates(sandbox.baseUrl, key.token)).status).to.equal(200);
    expectError(await listJobs(sandbox.baseUrl, key.token), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('jobs:read'));
  });

  it('invalidates a revoked key on the very next request', async () => {
    const key = await createKey(sandbox, { name: 'Soon gone', type: 'job_boards' });
    expect((await listPosts(sandbox.baseUrl, key.token)).status).to.equal(200);
    await revokeKey(sandbox, key.token);
    expectError(await listPosts(sandbox.baseUrl, key.token), 401, 'ERR_INVALID_TOKEN');
  });

  it('keeps a legacy key unrestricted until its scopes are edited', async () => {
    const key = await createKey(sandbox, { name: 'Old integration', type: 'application', legacy: true });
    expect(key.scopes).to.equal(null);
    expect((await listJobs(sandbox.baseUrl, key.token)).status).to.equal(200);
    expect((await searchCandidates(sandbox.baseUrl, key.token)).status).to.equal(200);

    const edited = await editKeyScopes(sandbox, key.token, ['jobs:read']);
    expect(edited).to.include({ token: key.token });
    expect(edited.scopes).to.deep.equal(['jobs:read']);
    expect((await listJobs(sandbox.baseUrl, key.token)).status).to.equal(200);
    expectError(await searchCandidates(sandbox.baseUrl, key.token), 403, 'ERR_INSUFFICIENT_SCOPE', missingScope('candidates:read'));
  });

  it('keeps keys inside their sandbox', async () => {
    const key = await createKey(sandbox, { name: 'Local', type: 'job_boards' });
    const other = await createSandbox();
    expectError(await listPosts(other.baseUrl, key.token), 401, 'ERR_INVALID_TOKEN');
    expectError(await listPosts(location.origin, key.token), 401, 'ERR_INVALID_TOKEN');
  });

  it('answers 404 when editing or revoking a token the sandbox does not have, or a revoked one', async () => {
    const path = `/__sandbox/${sandbox.id}/keys`;
    expectError(await call<ErrorBody>(`${path}/jb_unknown`, { method: 'PATCH', json: { scopes: [] } }), 404, 'ERR_NOT_FOUND');
    expectError(await call<ErrorBody>(`${path}/jb_unknown`, { method: 'DELETE' }), 404, 'ERR_NOT_FOUND');
    const key = await createKey(sandbox, { name: 'Gone', type: 'application' });
    await revokeKey(sandbox, key.token);
    expectError(await call<ErrorBody>(`${path}/${key.token}`, { method: 'PATCH', json: { scopes: ['jobs:read'] } }), 404, 'ERR_NOT_FOUND');
    expectError(await listJobs(sandbox.baseUrl, key.token), 401, 'ERR_INVALID_TOKEN');
  });

  it('refuses a malformed key body with 400 naming the field', async () => {
    const path = `/__sandbox/${sandbox.id}/keys`;
    const cases: [unknown, string][] = [
      [{ type: 'job_boards' }, 'name'],
      [{ name: '  ', type: 'job_boards' }, 'name'],
      [{ name: 'x', type: 'admin' }, 'type'],
      [{ name: 'x' }, 'type'],
      [{ name: 'x', type: 'application', scopes: 'jobs:read' }, 'scopes'],
      [{ name: 'x', type: 'application', scopes: ['jobs read'] }, 'scopes[0]'],
      [{ name: 'x', type: 'application', legacy: 'yes' }, 'legacy'],
      [{ name: 'x', type: 'application', legacy: true, scopes: ['jobs:read'] }, 'legacy'],
      [{ name: 'x', type: 'application', colour: 'red' }, 'colour'],
    ];
    for (const [json, field] of cases) {
      expectError(await call<ErrorBody>(path, { json }), 400, 'ERR_INVALID_PARAMETER', field);
    }
    const edit = await createKey(sandbox, { name: 'Edit me', type: 'application' });
    const editPath = `${path}/${edit.token}`;
    expectError(await call<ErrorBody>(editPath, { method: 'PATCH', json: {} }), 400, 'ERR_INVALID_PARAMETER', 'scopes');
    expectError(await call<ErrorBody>(editPath, { method: 'PATCH', json: { scopes: [1] } }), 400, 'ERR_INVALID_PARAMETER', 'scopes[0]');
  });
});
