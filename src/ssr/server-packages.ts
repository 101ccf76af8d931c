/**
 * The packages a server render needs: @lit-labs/ssr (Lit's server renderer), parse5 (the HTML
 * parser, the one Lit's uses) and sanitize-html (job descriptions made safe without a DOM). An app
 * that installs the package for the browser must not get them, so they are optional peer
 * dependencies (package.json `peerDependenciesMeta`), loaded with `import()` only when a render
 * (`job-board-element/server`, the `build` command) runs. Whoever renders on the server installs
 * them beside the package, with the line below.
 */

export const SERVER_PACKAGES = ['@lit-labs/ssr', 'parse5', 'sanitize-html'] as const;

/**
 * The line that installs `packages`: as development dependencies for a build run before
 * deploying, as dependencies for a server that renders at run time (`renderJobBoard`).
 */
export function installLine(packages: readonly string[], as: 'dev' | 'runtime' = 'dev'): string {
  return `npm install ${as === 'dev' ? '--save-dev ' : ''}${packages.join(' ')}`;
}

export const SERVER_INSTALL_LINE = installLine(SERVER_PACKAGES);

/** Loads a package by name; the test passes its own. */
export type PackageLoader = (name: string) => Promise<unknown>;

const importPackage: PackageLoader = (name) => import(name);

/**
 * The server packages that can't be found from here, in their order. Only a package that is not
 * there counts: one that is there and fails to load is a real error, thrown as it came.
 */
export async function missingServerPackages(load: PackageLoader = importPackage, packages: readonly string[] = SERVER_PACKAGES): Promise<string[]> {
  const results = await Promise.allSettled(packages.map((name) => load(name)));
  const missing: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    const name = packages[index]!;
    if (!isNotFound(result.reason, name)) throw result.reason;
    missing.push(name);
  });
  return missing;
}

/** Node's error for `import("name")` when no `name` package is installed where it looks. */
function isNotFound(error: unknown, name: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && typeof message === 'string' && message.includes(`'${name}'`);
}

/**
 * Rejects, naming the missing packages and the line that installs them, unless every server
 * package can be loaded (see {@link missingServerPackages}). `renderJobBoard` checks this first.
 */
export async function requireServerPackages(load: PackageLoader = importPackage): Promise<void> {
  const missing = await missingServerPackages(load);
  if (missing.length === 0) return;
  throw new Error(
    `job-board-element/server: renderJobBoard renders with ${missing.length === 1 ? 'a package that is' : 'packages that are'} not installed: ${missing.join(', ')}. ` +
      `They are optional peer dependencies, left out of a browser-only install. Install them beside job-board-element:\n  ${installLine(SERVER_PACKAGES, 'runtime')}`,
  );
}
