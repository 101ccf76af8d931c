/**
 * `npm test`: type-checks, then runs the Node tests (node:test) and every browser test in headless
 * Chromium, and ends with the plain `N passed, N failed` line CI reads.
 *
 * Quiet when green: one summary line per suite (type-check, Node tests, browser tests) and the
 * final line. Failures are printed in full: tsc's errors, each failed test with its error and
 * stack (and what its file printed).
 *
 * Test files: `test/**\/*.node.test.ts` run in Node, every other `test/**\/*.test.ts` in the
 * browser (test/apps/ holds fixture apps, not tests); each lives in the folder mirroring what it
 * tests, its runtime in its name.
 *
 * Flags: `--no-typecheck` skips tsc; `--files <glob>` runs only the test files the glob matches
 * (Node and browser ones alike: `*`, `**`, `?` and `{a,b}`); other flags go to @web/test-runner.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { startTestRunner } from '@web/test-runner';
import { buildScriptTagBundle } from './lib/cdn-build.js';
import { ensureChromium } from './lib/chromium.js';
import { COUNTS_PREFIX } from './lib/node-test-reporter.js';
import { dropTerminalNoise, QuietLogger, summaryCounter, type TestCounts } from './lib/summary-reporter.js';
import { createTestRunnerConfig } from '../web-test-runner.config.js';

const args = process.argv.slice(2);
const typecheck = !args.includes('--no-typecheck');
let runnerArgs = args.filter((arg) => arg !== '--no-typecheck');
const filesIndex = runnerArgs.indexOf('--files');
const fileGlob = filesIndex >= 0 ? runnerArgs[filesIndex + 1] : undefined;
// The files are chosen here, for both runners: the test runner gets them as a list.
if (filesIndex >= 0) runnerArgs = runnerArgs.filter((_, index) => index !== filesIndex && index !== filesIndex + 1);

/** A glob as a regular expression over paths relative to the project: `**`, `*`, `?`, `{a,b}`. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  const pattern = glob.replace(/^\.\//, '');
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (pattern.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Every test file under test/ (fixture apps aside), sorted, as paths from the project root. */
function testFiles(): { node: string[]; browser: string[] } {
  const all = (readdirSync('test', { recursive: true }) as string[])
    .map((name) => `test/${name.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.test.ts') && !path.startsWith('test/apps/'))
    .filter((path) => !fileGlob || globToRegExp(fileGlob).test(path))
    .sort();
  return { node: all.filter((path) => path.endsWith('.node.test.ts')), browser: all.filter((path) => !path.endsWith('.node.test.ts')) };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const countsLine = ({ passed, failed, skipped }: TestCounts) => `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

function typeCheck(): void {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    console.log('Type-check (tsc): failed');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  console.log(`Type-check (tsc): no errors in src, test, server, scripts and demo (${seconds(started)})`);
}

/** Runs the Node test files with node:test and our reporter, which prints failures only (run-node-tests.ts). */
function runNodeTests(files: string[]): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/lib/run-node-tests.ts', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const lines = result.stdout.split('\n');
  const countsLineIndex = lines.findIndex((line) => line.startsWith(COUNTS_PREFIX));
  const reported = countsLineIndex >= 0 ? (JSON.parse(lines[countsLineIndex]!.slice(COUNTS_PREFIX.length)) as TestCounts) : undefined;
  const output = lines.filter((_, index) => index !== countsLineIndex).join('\n').trim();
  if (output) console.log(output);
  if (result.stderr.trim()) console.error(result.stderr.trim());
  Object.assign(counts, reported ?? { passed: 0, failed: 1, skipped: 0 });
  // node:test failed although no test did (a file that did not load, a crash): one failure.
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`Node tests: ${countsLine(counts)} (${plural(files.length, 'file')}, ${seconds(started)})`);
  return counts;
}

async function runBrowserTests(executablePath: string, files: string[]): Promise<TestCounts> {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  const started = performance.now();
  // The strict-CSP test loads the script-tag bundle as a site would: build it from this source.
  await buildScriptTagBundle({ quiet: true });
  const config = createTestRunnerConfig(executablePath);
  config.files = files;
  config.reporters = [summaryCounter(counts)];
  config.logger = new QuietLogger();
  const restoreStdout = dropTerminalNoise();
  const runner = await startTestRunner({
    config,
    readFileConfig: false,
    autoExitProcess: false,
    argv: runnerArgs,
  });
  if (!runner) {
    restoreStdout();
    return { passed: 0, failed: 1, skipped: 0 };
  }
  await new Promise<void>((resolve) => runner.on('stopped', () => resolve()));
  restoreStdout();
  console.log(`Browser tests: ${countsLine(counts)} (${plural(files.length, 'file')}, ${seconds(started)})`);
  return counts;
}

const executablePath = ensureChromium();
if (typecheck) typeCheck();
const files = testFiles();
const none: TestCounts = { passed: 0, failed: 0, skipped: 0 };
const nodeCounts = files.node.length > 0 ? runNodeTests(files.node) : none;
const browserCounts = files.browser.length > 0 ? await runBrowserTests(executablePath, files.browser) : none;
const passed = nodeCounts.passed + browserCounts.passed;
const failed = nodeCounts.failed + browserCounts.failed;
const skipped = nodeCounts.skipped + browserCounts.skipped;
if (files.node.length + files.browser.length === 0) console.log(`No test file matches ${fileGlob ?? 'test/**/*.test.ts'}.`);
// A run that executed nothing is a failure, never a silent pass.
const effectiveFailed = passed + failed === 0 ? 1 : failed;
console.log(countsLine({ passed, failed: effectiveFailed, skipped }));
process.exit(effectiveFailed > 0 ? 1 : 0);
