/**
 * A node:test reporter for `npm test` (run-node-tests.ts runs the tests through it): silent on
 * success. It prints each failed test in full (its name, file, error and stack), what a test
 * file with a failure wrote to stdout or stderr, and last one line of counts that scripts/test.ts
 * reads and does not print: `COUNTS_PREFIX{"passed":N,"failed":N,"skipped":N}`.
 *
 * Counted are tests, not the suites (`describe`) around them; a skipped or todo test counts as
 * skipped; a cancelled test (its suite's hook failed, or the file timed out) counts as failed, and
 * so does a suite that failed other than through its tests (a failing hook, a file that did not
 * load).
 */
import { relative, resolve } from 'node:path';
import { inspect } from 'node:util';
import type { TestCounts } from './summary-reporter.js';

export const COUNTS_PREFIX = '#counts ';

interface TestEventData {
  name: string;
  nesting: number;
  file?: string;
  skip?: boolean | string;
  todo?: boolean | string;
  message?: string;
  details?: { type?: 'suite' | 'test'; error?: unknown };
}

interface TestEvent {
  type: string;
  data: TestEventData;
}

/** The error of a failure, without node:test's wrapper (`Error [ERR_TEST_FAILURE]` and its cause). */
function describeError(error: unknown): string {
  const failure = error as { code?: string; cause?: unknown; failureType?: string } | undefined;
  const cause = failure?.code === 'ERR_TEST_FAILURE' && failure.cause !== undefined ? failure.cause : error;
  const text = cause instanceof Error ? (cause.stack ?? `${cause.name}: ${cause.message}`) : typeof cause === 'string' ? cause : inspect(cause, { depth: 4 });
  const diff = cause instanceof Error && 'actual' in cause && 'expected' in cause && !text.includes('actual')
    ? `\nexpected: ${inspect((cause as { expected: unknown }).expected, { depth: 4 })}\nactual:   ${inspect((cause as { actual: unknown }).actual, { depth: 4 })}`
    : '';
  return `${text}${diff}`.replace(/^/gm, '    ');
}

/** A test file's path from the project's root (node:test names some absolute, some relative). */
const projectPath = (file: string) => relative(process.cwd(), resolve(file));

export default async function* nodeTestReporter(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  /** What each file wrote, printed only for a file with a failure. */
  const output = new Map<string, string[]>();
  const failedFiles = new Set<string>();
  for await (const { type, data } of source) {
    if (type === 'test:stdout' || type === 'test:stderr') {
      const file = data.file ? projectPath(data.file) : '(unknown file)';
      output.set(file, [...(output.get(file) ?? []), data.message ?? '']);
      continue;
    }
    const isSuite = data.details?.type === 'suite';
    if (type === 'test:pass') {
      if (isSuite) continue;
      if (data.skip !== undefined || data.todo !== undefined) counts.skipped += 1;
      else counts.passed += 1;
    } else if (type === 'test:fail') {
      const failureType = (data.details?.error as { failureType?: string } | undefined)?.failureType;
      // A suite that failed only because tests inside it failed: those are reported themselves.
      if (failureType === 'subtestsFailed') continue;
      if (!isSuite && data.todo !== undefined) {
        counts.skipped += 1;
        continue;
      }
      counts.failed += 1;
      const file = data.file ? projectPath(data.file) : undefined;
      if (file) failedFiles.add(file);
      yield `\n✗ ${file ? `${file} > ` : ''}${data.name}\n${describeError(data.details?.error)}\n`;
    }
  }
  for (const file of failedFiles) {
    const lines = output.get(file);
    if (lines?.length) yield `\nOutput of ${file}:\n${lines.join('').trimEnd().replace(/^/gm, '    ')}\n`;
  }
  yield `${COUNTS_PREFIX}${JSON.stringify(counts)}\n`;
}
