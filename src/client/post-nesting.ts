/**
 * How deep a post's fields may nest before the server render and the CLI leave the post out.
 *
 * `JSON.parse` reads any depth, but copying or writing the value back recurses: `JSON.stringify`
 * (the server render's embedded data) overflows Node's stack at about 4,000 levels, and
 * `structuredClone` at about 2,000, fewer when called deep in a framework's render. One post with a
 * field nested 10,000 levels deep made `renderJobBoard` reject with a `RangeError` and the build
 * exit without a sitemap (issue 37). A post is skipped instead, like a post without an id, and
 * named.
 *
 * Only the server render and the CLI import this: the browser board never copies a post deeply
 * (its listing is a shallow copy, its JSON-LD picks known fields), so its render walks nothing more.
 */

/**
 * The most levels a post's field may nest: `ats_offices[0]` is 2, and no API or vendor field
 * needs more than 4. 32 leaves room for any real custom field, and stays a hundred times below
 * where `JSON.stringify` overflows, whatever stack the render is called from.
 */
export const MAX_POST_NESTING = 32;

/**
 * Why `post` can't be copied safely (`its field "x" nests deeper than 32 levels`), or `undefined`.
 * Only object fields are walked, with an explicit stack (the check must not overflow the stack it
 * protects), and it stops at the first value too deep.
 */
export function nestingProblem(post: Readonly<Record<string, unknown>>, max: number = MAX_POST_NESTING): string | undefined {
  for (const [name, value] of Object.entries(post)) {
    if (typeof value !== 'object' || value === null) continue;
    const stack: [object, number][] = [[value, 1]];
    while (stack.length > 0) {
      const [container, depth] = stack.pop()!;
      if (depth > max) return `its field ${JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name)} nests deeper than ${max} levels`;
      for (const child of Object.values(container)) {
        if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}
