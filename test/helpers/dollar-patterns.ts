/**
 * Issue 37, finding 1: values holding every replacement pattern `String.prototype.replace` reads in
 * a string second argument, for the server render's and the build's tests that the data reaches
 * the page verbatim, and the check they share.
 */
import assert from 'node:assert/strict';
import { apiPost } from '../cli/build-fixture.js';

export const DOLLAR_PATTERNS = ['$&', '$`', "$'", '$$', '$1', '$<name>'] as const;

/** A value holding `pattern` where it could do the most harm: before a `</script>` and a board of its own. */
export const hostile = (pattern: string) => `Pay in ${pattern} </script><job-board>${pattern}`;

/** HTML's escaping of a text (a description is HTML: the value goes in as its text). */
export const asHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A post's fields the tests read back from the embedded data. */
export type EmbeddedPost = { id: string; title: string; description?: string; ats_department?: { name: string }; pay?: { label?: string }[] };

/** Posts jp_1 … jp_6, one per pattern: its title, department, description and pay label hold it. */
export const dollarPosts = () =>
  DOLLAR_PATTERNS.map((pattern, index) =>
    apiPost(`jp_${index + 1}`, {
      title: hostile(pattern),
      ats_department: { name: `Dept ${pattern}` },
      description: `<p>${asHtmlText(hostile(pattern))}</p>`,
      pay: [{ min: 1, max: 2, currency: 'EUR', interval: 'year', label: hostile(pattern) }],
    }),
  );

/** Checks that post `post` (of `dollarPosts`, for `pattern`) kept its fields as the API gave them. */
export function assertVerbatimPost(post: EmbeddedPost | undefined, pattern: string, withDescription = false): void {
  assert.equal(post?.title, hostile(pattern));
  assert.equal(post.ats_department?.name, `Dept ${pattern}`);
  assert.equal(post.pay?.[0]?.label, hostile(pattern));
  if (withDescription) assert.ok(post.description?.includes(asHtmlText(hostile(pattern))), `the description keeps ${pattern}: ${post.description}`);
}

/** The page's embedded data, parsed, after checking that the page holds exactly one board and one data script. */
export function onlyBoardData(html: string): Record<string, unknown> {
  assert.equal(html.match(/<job-board[\s>]/g)?.length, 1, 'exactly one <job-board> on the page');
  const scripts = [...html.matchAll(/<script type="application\/json" data-job-board-prerendered>([^<]*)<\/script>/g)];
  assert.equal(scripts.length, 1, 'exactly one data script');
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
}
