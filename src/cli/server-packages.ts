/**
 * What the commands say when the server packages (src/ssr/server-packages.ts: @lit-labs/ssr,
 * parse5, sanitize-html, optional peers) are missing: `build` renders with all three, `feed` reads
 * descriptions' text with two of them.
 */

import { installLine, type ServerPackage } from '../ssr/server-packages.js';

export { installLine, missingServerPackages, SERVER_INSTALL_LINE, SERVER_PACKAGES, type PackageLoader, type ServerPackage } from '../ssr/server-packages.js';

/** What `feed` needs of them: a description's text is read with the build's sanitiser (parse5, sanitize-html). */
export const FEED_PACKAGES = ['parse5', 'sanitize-html'] as const satisfies readonly ServerPackage[];

/** Why each command needs server packages, as its message says it. */
const NEEDS: Readonly<Record<'build' | 'feed', { why: string }>> = {
  build: { why: 'It renders the static pages on the server' },
  feed: { why: "It reads the job descriptions' text on the server" },
};

/** What the command prints when some are missing: which, and the line that installs those. */
export function missingPackagesMessage(command: 'build' | 'feed', missing: readonly ServerPackage[]): string {
  const names = missing.join(', ');
  const { why } = NEEDS[command];
  return (
    `job-board-element ${command}: ${missing.length === 1 ? 'a package it needs is' : 'packages it needs are'} not installed: ${names}.\n` +
    `${why} with packages a browser-only install leaves out. Install them beside job-board-element:\n` +
    `  ${installLine(missing)}\n`
  );
}
