/** A server-rendered page's canonical address: the page's URL without how the visitor came. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalAddress } from '../../src/ssr/canonical-url.js';

const canonical = (url: string) => canonicalAddress(new URL(url)).href;

describe('canonicalAddress', () => {
  it("drops a campaign's utm_* parameters and an ad click's id, and the fragment", () => {
    assert.equal(canonical('https://example.com/careers/jobs/jp_1/?utm_source=newsletter&utm_medium=email&gclid=abc#apply'), 'https://example.com/careers/jobs/jp_1/');
    assert.equal(canonical('https://example.com/careers/?fbclid=x&msclkid=y&UTM_Campaign=z'), 'https://example.com/careers/');
  });

  it("keeps the site's own parameters and the board's, in their order", () => {
    assert.equal(canonical('https://example.com/careers/?lang=de&utm_source=x&jb-job=jp_1'), 'https://example.com/careers/?lang=de&jb-job=jp_1');
  });

  it('leaves a URL without parameters as it is', () => {
    assert.equal(canonical('https://example.com/careers/jobs/jp_1/'), 'https://example.com/careers/jobs/jp_1/');
  });
});
