/**
 * Ids no URL can name: empty, `.` or `..` (URLs resolve them away, so a link names another page
 * and a folder is its parent), or one with a lone surrogate (UTF-8 can't carry it: encoding
 * throws, or replaces it so that two ids share one URL). The `sitemap` command and the static
 * build leave such posts out, each named in one line, in the same words.
 */

/** Why no URL can name this id, or `undefined` when one can. */
export function unusableIdText(id: string): string | undefined {
  if (id === '') return 'its id is empty';
  if (id === '.' || id === '..') return `its id ${JSON.stringify(id)} is a dot segment, which every URL resolves away`;
  // String#isWellFormed (ES2024, Node 20): false exactly when a surrogate is alone.
  if (!(id as string & { isWellFormed(): boolean }).isWellFormed()) return `its id ${JSON.stringify(id)} holds a lone surrogate, which no URL can carry`;
  return undefined;
}

export function isUsableJobId(id: unknown): id is string {
  return typeof id === 'string' && unusableIdText(id) === undefined;
}

/** The line a command prints for a post it leaves out for its id. */
export function unusableIdMessage(id: string): string {
  return `left out a post: ${unusableIdText(id) ?? 'its id is usable'}, so no URL can name it. Give the post another id in your ATS.`;
}
