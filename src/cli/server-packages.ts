/**
 * What the commands say when the server packages (src/ssr/server-packages.ts: @lit-labs/ssr,
 * parse5, sanitize-html, optional peers) are missing: `build` renders with all three, `feed` reads
 * descriptions' text with two of them.
 */

import { installLine, SERVER_PACKAGES } from '../ssr/server-packages.js';

export { installLine, missingServerPackages, SERVER_INSTALL_LINE, SERVER_PACKAGES, type PackageLoader } from '../ssr/server-packages.js';

/** What `feed` needs of them: a description's text is read with the build's sanitiser (parse5, sanitize-html). */
export const FEED_PACKAGES = ['parse5', 'sanitize-html'] as const;

/** Why each command needs server packages, as its message says it. */
const NEEDS: Readonly<Record<'build' | 'feed', { why: string; packages: readonly string[] }>> = {
  build: { why: 'It renders the static pages on the server', packages: SERVER_PACKAGES },
  feed: { why: "It reads the job descriptions' text on the server", packages: FEED_PACKAGES },
};

/** What the command prints when some are missing: which, and the line that installs them. */
export function missingPackagesMessage(command: 'build' | 'feed', missing: readonly string[]): string {
  const names = missing.join(', ');
  const { why, packages } = NEEDS[command];
  return (
    `job-board-element ${command}: ${missing.length === 1 ? 'a package it needs is' : 'packages it needs are'} not installed: ${names}.\n` +
    `${why} with packages a browser-only install leaves out. Install them beside job-board-element:\n` +
    `  ${installLine(packages)}\n`
  );
}
