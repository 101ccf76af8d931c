/**
 * The pieces of a static page the build makes without a DOM (src/cli/build/site-pages.ts): the
 * entries of skipped posts left without a link, and a job's folder named by its slug.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jobFolderName, withoutLinks } from '../../src/cli/build/site-pages.js';
import { jobSlug } from '../../src/routing/slug.js';

describe('withoutLinks', () => {
  const page = [
    '<a part="item-link" class="item-link" href="https://example.com/careers/jobs/jp_1/" data-id="jp_1">',
    '<a part="item-link" class="item-link" href="https://example.com/careers/jobs/it&#39;s/" data-id="it&#39;s">',
    '<a part="back-link" href="https://example.com/careers/">',
  ].join('\n');

  it("drops the href of the skipped posts' entries only, ids matched as Lit escapes them", () => {
    assert.equal(withoutLinks(page, new Set()), page);
    const result = withoutLinks(page, new Set(["it's"]));
    assert.match(result, /href="https:\/\/example\.com\/careers\/jobs\/jp_1\/" data-id="jp_1"/);
    assert.match(result, /<a part="item-link" class="item-link" data-id="it&#39;s">/);
    assert.match(result, /back-link" href=/);
  });
});

describe('jobFolderName', () => {
  it("is the id's slug, the one place an id becomes a folder (issue 30)", () => {
    assert.equal(jobFolderName('jp_1'), 'jp_1');
    assert.equal(jobFolderName('a b/c'), jobSlug('a b/c'));
    assert.match(jobFolderName('a b/c'), /^a-b-c~[0-9a-f]{16}$/);
  });
});
