/**
 * `npm run test:examples`: the framework recipes' test (test/examples/examples.e2e.ts: fresh Next.js
 * and Astro apps made of docs/frameworks.md's files, installed with the packed package, built for
 * production, served and read),
 * reported as `npm test` reports: failures in full, then one line of counts. It is not part of
 * `npm test`, as it installs Next.js and Astro from the registry; CI runs it as a step of its own.
 */
import { spawnSync } from 'node:child_process';
import { COUNTS_PREFIX } from './lib/node-test-reporter.js';
import type { TestCounts } from './lib/summary-reporter.js';

const started = performance.now();
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lib/run-node-tests.ts', 'test/examples/examples.e2e.ts'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const lines = result.stdout.split('\n');
const countsLine = lines.find((line) => line.startsWith(COUNTS_PREFIX));
const counts: TestCounts = countsLine ? (JSON.parse(countsLine.slice(COUNTS_PREFIX.length)) as TestCounts) : { passed: 0, failed: 1, skipped: 0 };
const output = lines.filter((line) => line !== countsLine).join('\n').trim();
if (output) console.log(output);
if (result.stderr.trim()) console.error(result.stderr.trim());
// node:test failed although no test did (a file that did not load, a crash): one failure.
if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
console.log(`Example apps: ${counts.passed} passed, ${counts.failed} failed${skipped} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
process.exit(counts.failed > 0 ? 1 : 0);
