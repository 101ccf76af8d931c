/**
 * Issue 38, finding 8: a relative `--base-url` said "The API base URL is not a valid URL.",
 * which hides why: a command, like a server, has no page to resolve it against.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readBoardTarget } from '../../src/cli/board-target.js';

describe('--base-url', () => {
  for (const [value, extra] of [['/api', { token: 't' }], ['api.example.com', { token: 't' }], ['./proxy', { source: 'greenhouse:acme' }]] as const) {
    it(`${JSON.stringify(value)} is relative: the usage error says the command needs an absolute address and names the value`, () => {
      assert.throws(
        () => readBoardTarget(new Map(Object.entries({ 'base-url': value, ...extra })), {}),
        (error: unknown) => {
          assert.ok(error instanceof Error);
          assert.equal(error.message, `--base-url "${value}" is relative: the command needs the API's absolute address, such as https://api.example.com`);
          return true;
        },
      );
    });
  }

  it('an absolute one is taken', () => {
    assert.deepEqual(readBoardTarget(new Map([['base-url', 'https://api.example.com/'], ['token', 't']]), {}), { baseUrl: 'https://api.example.com/', token: 't' });
  });
});
