/**
 * `npm run build`:
 * - dist/: the npm build, unbundled ES modules with .d.ts, emitted by tsc (lit, @lit/task and
 *   dompurify stay imports: they are dependencies).
 * - dist/cli/: the `job-board-element` command (package.json `bin`), emitted by tsc with Node's
 *   types (tsconfig.cli.json); its entry made executable.
 * - dist/cdn/job-board.js: the script-tag build, minified with Lit bundled; the detail view, the
 *   sanitiser, whole-board mode and other languages' texts in lazily loaded chunks beside it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { vscodeHtmlData } from './lib/api-docs.js';
import { buildScriptTagBundle } from './lib/cdn-build.js';
import { generateManifest, readElements } from './lib/manifest.js';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync('dist', { recursive: true, force: true });
console.log('Building the npm package (tsc → dist/)…');
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);

console.log('Building the command line (tsc → dist/cli/)…');
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.cli.json']);
chmodSync('dist/cli/job-board-element.js', 0o755);

console.log('Building the script-tag bundle (rollup → dist/cdn/)…');
await buildScriptTagBundle();

console.log('Generating custom-elements.json and vscode.html-custom-data.json…');
const manifest = generateManifest();
copyFileSync(manifest, 'custom-elements.json');
writeFileSync('vscode.html-custom-data.json', `${JSON.stringify(vscodeHtmlData(readElements(manifest)), null, 2)}\n`);
