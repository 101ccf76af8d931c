import type { Reporter, TestSession, TestSuiteResult } from '@web/test-runner';

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

/**
 * Counts the browser tests of the last run. @web/test-runner prints its own summary, but CI reads
 * a plain `N passed, N failed` line, which the test script prints from these counts. A test file
 * that failed to load or threw outside a test counts as one failed test, so it can never pass
 * silently.
 */
export function summaryCounter(counts: TestCounts): Reporter {
  return {
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
