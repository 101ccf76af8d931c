/**
 * `npm run demo:static`: the demo's prerendered variant. Builds the script-tag entries, runs
 * `job-board-element build` on demo/static/index.html against the reference API, and serves the
 * result as a static host would (no rewrites: every URL is a file), with the API on the same
 * origin for the board once it is live. Open /careers/ and turn JavaScript off to read it as a
 * crawler does.
 */
import { join, resolve } from 'node:path';
import { buildScriptTagBundle } from './lib/cdn-build.js';
import { buildStaticSite, serveStaticSite, STATIC_BASE_PATH } from './lib/static-site.js';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist-static');
const port = Number(process.env['PORT'] ?? 8788);

await buildScriptTagBundle({ quiet: true, outDir: join(OUT, 'cdn') });
const site = await serveStaticSite({ outDir: join(OUT, 'careers'), cdnDir: join(OUT, 'cdn'), port });
const build = await buildStaticSite(site, join(OUT, 'careers'));
process.stderr.write(build.stderr.split('\n').filter((line) => !/… \d/.test(line)).join('\n'));
if (build.status !== 0) {
  await site.close();
  process.exit(build.status);
}
console.log(`\n  The prerendered career site: ${site.origin}${STATIC_BASE_PATH}\n  (files in ${OUT}; Ctrl-C to stop)\n`);
