import { relative } from 'node:path';
import { inspect } from 'node:util';
import { formatError as formatRunnerError, type ErrorWithLocation, type Logger, type Reporter, type TestResult, type TestResultError, type TestSession, type TestSuiteResult } from '@web/test-runner';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

function countSuite(suite: TestSuiteResult, counts: TestCounts): void {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites) countSuite(child, counts);
}

/** Every failed test of a file's results, with the names of the suites around it. */
function failedTests(suite: TestSuiteResult, path: string[] = []): { title: string; test: TestResult }[] {
  const here = suite.name ? [...path, suite.name] : path;
  return [
    ...suite.tests.filter((test) => !test.passed && !test.skipped).map((test) => ({ title: [...here, test.name].join(' > '), test })),
    ...suite.suites.flatMap((child) => failedTests(child, here)),
  ];
}

const indent = (text: string, by = '    '): string => text.replace(/^/gm, by);

/** An error as the browser reported it: message, expected and actual (a diff), stack. */
function formatError(error: TestResultError | undefined): string {
  return indent(error ? formatRunnerError(error) : '(no error reported)');
}

/**
 * Whatever a failed file printed to the browser's console, which helps read its failure; a line
 * printed again and again shows once, with how many times.
 */
function formatLogs(session: TestSession): string {
  const lines = session.logs
    .filter((args) => args.length > 0)
    .map((args) => args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 3 }))).join(' '));
  if (lines.length === 0) return '';
  const times = new Map<string, number>();
  for (const line of lines) times.set(line, (times.get(line) ?? 0) + 1);
  const text = [...times].map(([line, count]) => (count > 1 ? `${line} (×${count})` : line)).join('\n');
  return `\n  Browser console of ${relative(process.cwd(), session.testFile)}:\n${indent(text)}`;
}

/** The report of one test file's session: empty when it passed. */
export function formatSessionFailures(session: TestSession): string {
  const blocks: string[] = [];
  const file = relative(process.cwd(), session.testFile);
  for (const { title, test } of session.testResults ? failedTests(session.testResults) : []) {
    blocks.push(`✗ ${file} > ${title}\n${formatError(test.error)}`);
  }
  // Errors outside a test: the file did not load, a hook failed, an uncaught error or a timeout.
  for (const error of session.errors) blocks.push(`✗ ${file}\n${formatError(error)}`);
  if (blocks.length === 0 && session.passed === false) blocks.push(`✗ ${file}\n    failed without a test result or an error (${session.status})`);
  if (blocks.length === 0) return '';
  return `\n${blocks.join('\n\n')}${formatLogs(session)}\n`;
}

/**
 * The browser tests' reporter in `npm test`: prints nothing for a file that passes, and each
 * failure in full as its file finishes (the test's name, the error, expected and actual, the
 * stack, and what the page logged). It also counts the tests of the last run into `counts`, from
 * which the test script prints its summary: a test file that failed to load or threw outside a
 * test counts as one failed test, so it can never pass silently.
 */
export function summaryCounter(counts: TestCounts, write: (text: string) => void = (text) => void process.stdout.write(text)): Reporter {
  return {
    reportTestFileResults({ sessionsForTestFile }) {
      for (const session of sessionsForTestFile) write(formatSessionFailures(session));
    },
    onTestRunFinished({ sessions }: { sessions: TestSession[] }) {
      counts.passed = 0;
      counts.failed = 0;
      counts.skipped = 0;
      for (const session of sessions) {
        const before = counts.failed + counts.passed;
        if (session.testResults) countSuite(session.testResults, counts);
        const ranNothing = counts.failed + counts.passed === before;
        if (session.errors.length > 0 || (ranNothing && session.passed === false)) counts.failed += 1;
      }
    },
  };
}

/**
 * The test runner's logger, without its `log` (which only says "Running N test files...", the
 * reporters here writing for themselves): warnings, errors and the syntax errors of served files
 * still show.
 */
export class QuietLogger implements Logger {
  loggedSyntaxErrors = new Map<string, ErrorWithLocation[]>();

  log(): void {}
  debug(): void {}
  error(...messages: unknown[]): void {
    console.error(...messages);
  }
  warn(...messages: unknown[]): void {
    console.warn(...messages);
  }
  group(): void {
    console.group();
  }
  groupEnd(): void {
    console.groupEnd();
  }
  logSyntaxError(error: ErrorWithLocation): void {
    const errors = this.loggedSyntaxErrors.get(error.filePath) ?? [];
    const seen = errors.some((e) => e.code === error.code && e.message === error.message && e.line === error.line && e.column === error.column);
    if (!seen) this.loggedSyntaxErrors.set(error.filePath, [...errors, error]);
  }
  clearLoggedSyntaxErrors(): void {
    this.loggedSyntaxErrors = new Map();
  }
}

/**
 * Until the returned function is called, drops what the runner's terminal writes to stdout
 * between reports, which is only blank lines and cursor movements when stdout is no terminal.
 */
export function dropTerminalNoise(): () => void {
  const write = process.stdout.write;
  const noise = /^(?:\s|\x1b\[[0-9;?]*[A-Za-z])*$/;
  process.stdout.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]): boolean {
    if (!noise.test(typeof chunk === 'string' ? chunk : String(chunk))) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  } as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
  };
}
