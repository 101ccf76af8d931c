/**
 * `npm test`: type-checks, then runs the Node tests (node:test) and every browser test in headless
 * Chromium, and ends with the plain `N passed, N failed` line CI reads.
 *
 * Flags: `--no-typecheck` skips tsc; `--files <glob>` runs only those browser test files (and no
 * Node tests unless the glob names test/node); other flags go to @web/test-runner.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { startTestRunner } from '@web/test-runner';
import { buildScriptTagBundle } from './lib/cdn-build.js';
import { ensureChromium } from './lib/chromium.js';
import { summaryCounter, type TestCounts } from './lib/summary-reporter.js';
import { createTestRunnerConfig } from '../web-test-runner.config.js';

const args = process.argv.slice(2);
const typecheck = !args.includes('--no-typecheck');
const runnerArgs = args.filter((arg) => arg !== '--no-typecheck');
const filesIndex = runnerArgs.indexOf('--files');
const fileGlob = filesIndex >= 0 ? runnerArgs[filesIndex + 1] : undefined;

function typeCheck(): void {
  console.log('Type-checking src, test, server, scripts and demo…');
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

/** Runs test/node with node:test and reads its `# pass` / `# fail` lines. */
function runNodeTests(): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  const files = readdirSync('test/node')
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `test/node/${name}`);
  if (files.length === 0) return counts;
  console.log(`Running ${files.length} Node test file(s)…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', ...files], {
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const read = (label: string) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(result.stdout)?.[1] ?? 0);
  counts.passed = read('pass');
  counts.failed = read('fail') + (result.status !== 0 && read('fail') === 0 ? 1 : 0);
  counts.skipped = read('skipped');
  return counts;
}

async function runBrowserTests(executablePath: string): Promise<TestCounts> {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  const config = createTestRunnerConfig(executablePath);
  config.reporters = [...(config.reporters ?? []), summaryCounter(counts)];
  const runner = await startTestRunner({
    config,
    readFileConfig: false,
    autoExitProcess: false,
    argv: runnerArgs,
  });
  if (!runner) return { passed: 0, failed: 1, skipped: 0 };
  await new Promise<void>((resolve) => runner.on('stopped', () => resolve()));
  return counts;
}

const executablePath = ensureChromium();
if (typecheck) typeCheck();
const nodeCounts = !fileGlob || fileGlob.includes('test/node') ? runNodeTests() : { passed: 0, failed: 0, skipped: 0 };
if (!fileGlob?.startsWith('test/node')) {
  // The strict-CSP test loads the script-tag bundle as a site would: build it from this source.
  console.log('Building the script-tag bundle for the browser tests…');
  await buildScriptTagBundle({ quiet: true });
}
const browserCounts = fileGlob?.startsWith('test/node') ? { passed: 0, failed: 0, skipped: 0 } : await runBrowserTests(executablePath);
const passed = nodeCounts.passed + browserCounts.passed;
const failed = nodeCounts.failed + browserCounts.failed;
const skipped = nodeCounts.skipped + browserCounts.skipped;
// A run that executed nothing is a failure, never a silent pass.
const effectiveFailed = passed + failed === 0 ? 1 : failed;
console.log(`${passed} passed, ${effectiveFailed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(effectiveFailed > 0 ? 1 : 0);
