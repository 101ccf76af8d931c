/**
 * The packages a server render needs: @lit-labs/ssr (Lit's server renderer), parse5 (the HTML
 * parser, the one Lit's uses) and sanitize-html (job descriptions made safe without a DOM). An app
 * that installs the package for the browser must not get them, so they are optional peer
 * dependencies (package.json `peerDependenciesMeta`), loaded with `import()` only when a render
 * (`job-board-element/server`, the `build` command) runs. Whoever renders on the server installs
 * them beside the package, with the line below.
 */

export const SERVER_PACKAGES = ['@lit-labs/ssr', 'parse5', 'sanitize-html'] as const;

export type ServerPackage = (typeof SERVER_PACKAGES)[number];

/**
 * The version each is installed at: one of its peer range's alternatives (package.json, checked by
 * a test). A bare name installs the newest release, which the peer range may not accept (npm then
 * refuses the whole line: sanitize-html 2.18 against `~2.17.0`).
 */
export const SERVER_PACKAGE_VERSIONS: Readonly<Record<ServerPackage, string>> = {
  '@lit-labs/ssr': '^4.1.0',
  parse5: '^8.0.0',
  'sanitize-html': '~2.17.0',
};

/**
 * The line that installs `packages`, each at a version the peer ranges accept: as development
 * dependencies for a build run before deploying, as dependencies for a server that renders at run
 * time (`renderJobBoard`).
 */
export function installLine(packages: readonly ServerPackage[], as: 'dev' | 'runtime' = 'dev'): string {
  const specs = packages.map((name) => `${name}@${SERVER_PACKAGE_VERSIONS[name]}`);
  return `npm install ${as === 'dev' ? '--save-dev ' : ''}${specs.join(' ')}`;
}

export const SERVER_INSTALL_LINE = installLine(SERVER_PACKAGES);

/** Loads a package by name; the test passes its own. */
export type PackageLoader = (name: string) => Promise<unknown>;

/**
 * Each package by a literal name, which a bundler leaves to Node at run time (the comments): a
 * Next.js or Vite server build that bundles job-board-element would otherwise stop at
 * `import(name)` ("Cannot find module as expression is too dynamic"), and the render's own static
 * imports of the same packages are what a bundler traces or treats as external.
 */
const LOADERS: Readonly<Record<ServerPackage, () => Promise<unknown>>> = {
  '@lit-labs/ssr': () => import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ '@lit-labs/ssr'),
  parse5: () => import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ 'parse5'),
  'sanitize-html': () => import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ 'sanitize-html'),
};

const importPackage: PackageLoader = (name) => LOADERS[name as ServerPackage]();

/**
 * The server packages that can't be found from here, in their order. Only a package that is not
 * there counts: one that is there and fails to load is a real error, thrown as it came.
 */
export async function missingServerPackages(load: PackageLoader = importPackage, packages: readonly ServerPackage[] = SERVER_PACKAGES): Promise<ServerPackage[]> {
  const results = await Promise.allSettled(packages.map((name) => load(name)));
  const missing: ServerPackage[] = [];
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
      `They are optional peer dependencies, left out of a browser-only install. Install ${missing.length === 1 ? 'it' : 'them'} beside job-board-element:\n  ${installLine(missing, 'runtime')}`,
  );
}
