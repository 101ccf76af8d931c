/**
 * @web/test-runner configuration: every test runs in headless Chromium, against the reference API
 * mounted on the test server's own origin (real HTTP, no stubbed fetch).
 * Loaded by scripts/test.ts (a TypeScript config needs tsx, which that script runs under).
 */
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, defaultReporter, type TestRunnerConfig } from '@web/test-runner';
import { koaApiMiddleware } from './scripts/lib/koa-api-middleware.js';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.js';

export function createTestRunnerConfig(executablePath: string): TestRunnerConfig {
  return {
    files: ['test/**/*.test.ts', '!test/node/**'],
    nodeResolve: { exportConditions: ['development'] },
    plugins: [esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
    middleware: [koaApiMiddleware()],
    browsers: [
      chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } }),
    ],
    concurrency: 2,
    concurrentBrowsers: 1,
    testFramework: { config: { timeout: 15000 } },
    testsFinishTimeout: 5 * 60 * 1000,
    browserStartTimeout: 60 * 1000,
    reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false })],
  };
}
