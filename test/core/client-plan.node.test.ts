/** core/client-plan.ts: the client a board's settings ask for, and the setup mistakes found unsent. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientKey, planClient, type ClientSettings } from '../../src/core/client-plan.js';
import { clientPlan, isSetupError } from '../../src/core/setup-errors.js';
import { JobBoardApiError } from '../../src/client/errors.js';

const settings = (change: Partial<ClientSettings>): ClientSettings => ({ source: '', token: '', baseUrl: '', timeoutMs: 15_000, ...change });
const page = 'https://example.com/careers/';

describe('clientPlan', () => {
  const plans: [string, Partial<ClientSettings>, unknown][] = [
    ['the API, its address resolved against the page', { token: ' jb_x ', baseUrl: '/api' }, { kind: 'api', baseUrl: 'https://example.com/api', token: 'jb_x', timeoutMs: 15_000 }],
    ['the API at an absolute address', { token: 'jb_x', baseUrl: 'https://api.example.com/', timeoutMs: 900 }, { kind: 'api', baseUrl: 'https://api.example.com/', token: 'jb_x', timeoutMs: 900 }],
    ["a source, at the vendor's host", { source: ' greenhouse:acme ', token: 'ignored' }, { kind: 'source', source: 'greenhouse:acme', timeoutMs: 15_000 }],
    ["a source, its host replaced", { source: 'lever:acme', baseUrl: 'http://localhost:9000' }, { kind: 'source', source: 'lever:acme', baseUrl: 'http://localhost:9000/', timeoutMs: 15_000 }],
  ];
  for (const [name, given, expected] of plans) it(name, () => assert.deepEqual(clientPlan(settings(given), page), expected));

  const mistakes: [string, Partial<ClientSettings>, string, RegExp][] = [
    ['no token', { baseUrl: 'https://api.example.com' }, 'ERR_TOKEN_MISSING', /token attribute is missing/],
    ['a blank token', { token: '  ', baseUrl: 'https://api.example.com' }, 'ERR_TOKEN_MISSING', /token/],
    ['no base address', { token: 'jb_x' }, 'ERR_BASE_URL_MISSING', /base-url attribute is missing/],
    ['a base address that is not http(s)', { token: 'jb_x', baseUrl: 'javascript:alert(1)' }, 'ERR_BASE_URL_INVALID', /"javascript:alert\(1\)"/],
    ['a base address with a password', { token: 'jb_x', baseUrl: 'https://a:b@api.example.com' }, 'ERR_BASE_URL_INVALID', /base-url/],
    ['an unknown source', { source: 'workday:acme' }, 'ERR_SOURCE_INVALID', /"workday:acme"/],
    ["a source's base address that is not http(s)", { source: 'lever:acme', baseUrl: 'ftp://x' }, 'ERR_BASE_URL_INVALID', /"ftp:\/\/x"/],
  ];
  for (const [name, given, code, message] of mistakes) {
    it(`${name}: ${code}, unsent`, () => {
      assert.throws(
        () => clientPlan(settings(given), page),
        (error: unknown) => isSetupError(error) && error.code === code && error.status === 0 && message.test(error.message),
      );
    });
  }

  it('says which mistake, and the value at fault, without words (the early request needs no more)', () => {
    assert.deepEqual(planClient(settings({ source: 'workday:acme' }), page), { mistake: 'ERR_SOURCE_INVALID', value: 'workday:acme' });
    assert.deepEqual(planClient(settings({ token: 'jb_x', baseUrl: 'ftp://x' }), page), { mistake: 'ERR_BASE_URL_INVALID', value: 'ftp://x' });
    assert.deepEqual(planClient(settings({ baseUrl: 'https://api.example.com' }), page), { mistake: 'ERR_TOKEN_MISSING', value: '' });
  });

  it("takes an API failure for no setup mistake", () => {
    assert.equal(isSetupError(new JobBoardApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' })), false);
    assert.equal(isSetupError(new JobBoardApiError({ status: 401, code: 'ERR_TOKEN_MISSING', message: 'x' })), false);
  });

  it('gives each client its own key: a new token, address, source or timeout is a new client', () => {
    const base = clientPlan(settings({ token: 'a', baseUrl: 'https://api.example.com' }), page);
    const keys = new Set(
      [base, clientPlan(settings({ token: 'b', baseUrl: 'https://api.example.com' }), page), clientPlan(settings({ token: 'a', baseUrl: 'https://api2.example.com' }), page), clientPlan(settings({ token: 'a', baseUrl: 'https://api.example.com', timeoutMs: 5 }), page), clientPlan(settings({ source: 'lever:acme' }), page)].map(clientKey),
    );
    assert.equal(keys.size, 5);
    assert.equal(clientKey(clientPlan(settings({ token: 'a', baseUrl: 'https://api.example.com' }), page)), clientKey(base));
  });
});
