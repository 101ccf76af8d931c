/**
 * Issue 37, finding 3, on the command line: the site's addresses (`build --site-url`, `sitemap` and
 * `feed` `--page-url`, `feed --feed-url`) make every link the command publishes. Only http: and
 * https: are taken, and a user name or password is refused with a message naming the flag, never
 * written out.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UsageError } from '../../src/cli/args.js';
import { readBuildOptions } from '../../src/cli/build/options.js';
import { readFeedOptions } from '../../src/cli/feed/feed-options.js';
import { readPageOptions } from '../../src/cli/page-options.js';

const BUILD_ARGS = ['--base-url', 'https://api.example.com', '--token', 't', '--template', 'page.html', '--out', 'site'];
const siteUrl = (url: string) => {
  const options = readBuildOptions([...BUILD_ARGS, '--site-url', url], {});
  return options === 'help' ? undefined : options.siteUrl.href;
};
const pageUrl = (url: string, command: 'sitemap' | 'feed') => readPageOptions(new Map([['page-url', url]]), command).pageUrl.href;

const feedUrl = (url: string) => {
  const options = readFeedOptions(['--base-url', 'https://api.example.com', '--token', 't', '--page-url', 'https://example.com/careers', '--feed-url', url], {});
  return options === 'help' ? undefined : options.feedUrl;
};

const READERS = [
  ['build --site-url', '--site-url', siteUrl],
  ['sitemap --page-url', '--page-url', (url: string) => pageUrl(url, 'sitemap')],
  ['feed --page-url', '--page-url', (url: string) => pageUrl(url, 'feed')],
  ['feed --feed-url', '--feed-url', feedUrl],
] as const;

const REFUSED = [
  ['javascript:alert(1)', /must start with https:\/\/ or http:\/\//],
  ['javascript://example.com/%0aalert(1)', /must start with https:\/\/ or http:\/\//],
  ['data:text/html,<script>alert(1)</script>', /must start with https:\/\/ or http:\/\//],
  ['file:///srv/site/', /must start with https:\/\/ or http:\/\//],
  ['blob:https://example.com/2b1f4a7e-0000-4000-8000-000000000000', /must start with https:\/\/ or http:\/\//],
  ['https://admin:hunter2@example.com/careers', /must not carry a user name or password/],
  ['https://admin@example.com/careers', /must not carry a user name or password/],
  ['https://:hunter2@example.com/careers', /must not carry a user name or password/],
] as const;

describe('the command line\'s site address', () => {
  for (const [command, flag, read] of READERS) {
    for (const [url, message] of REFUSED) {
      it(`${command}: refuses ${url}, naming the flag, never echoing a password`, () => {
        assert.throws(
          () => read(url),
          (error: unknown) => {
            assert.ok(error instanceof UsageError, String(error));
            assert.ok(error.message.startsWith(`${flag} `), error.message);
            assert.match(error.message, message);
            assert.ok(!error.message.includes('hunter2') && !error.message.includes('admin'), error.message);
            return true;
          },
        );
      });
    }
    it(`${command}: takes http: and https: addresses`, () => {
      assert.equal(read('https://example.com/careers'), 'https://example.com/careers');
      assert.equal(read(' HTTP://example.com/careers '), 'http://example.com/careers');
    });
  }
});
