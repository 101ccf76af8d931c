/**
 * @web/test-runner configuration: every test runs in headless Chromium, against the reference API
 * mounted on the test server's own origin (real HTTP, no stubbed fetch).
 * Loaded by scripts/test.ts (a TypeScript config needs tsx, which that script runs under).
 */
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { chromeLauncher, defaultReporter, type TestRunnerConfig } from '@web/test-runner';
import type { ChromeLauncher } from '@web/test-runner-chrome';
import { koaApiMiddleware } from './scripts/lib/koa-api-middleware.js';
import { answerEarlyRequests } from './server/http/node-server.js';
import { Server as HttpServer } from 'node:http';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.js';
import { failRequestsCommand } from './scripts/lib/fail-requests-command.js';
import { forcedColorsCommand } from './scripts/lib/forced-colors-command.js';

/**
 * For test/frameworks/ only, which mounts the board in React 19 and Vue 3 apps: react, react-dom
 * and scheduler ship CommonJS only, so those three packages (and nothing else) are converted to ES
 * modules as they are served. @rollup/plugin-commonjs stays on 26.x: later versions emit modules
 * that only a full Rollup build can link, not the dev server's file-by-file transform.
 * `process.env.NODE_ENV` is defined by test/helpers/framework-globals.ts, not here.
 * The plugin's declarations are typed as CommonJS, so TypeScript sees its default export one
 * level down; Node loads its ES build, whose default export is the plugin itself.
 */
const commonjs = fromRollup(rollupCommonjs as unknown as typeof rollupCommonjs.default);

/**
 * The launcher reuses a page for the next test file, history and all. Chromium keeps at most 50
 * entries and, once full, drops the oldest entry pushed without a user gesture: after a few
 * routing-heavy files that can be the current file's own first entry, so its `history.back()`
 * leaves the test page for the previous file's (and the runner reports "navigated to about:blank").
 * Each file starts with an empty history instead.
 */
function withHistoryResetBetweenFiles(launcher: ChromeLauncher): ChromeLauncher {
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.stopSession = async (sessionId) => {
    const page = launcher.getPage(sessionId);
    const result = await stopSession(sessionId);
    const cdp = await page.createCDPSession();
    await cdp.send('Page.resetNavigationHistory');
    await cdp.detach();
    return result;
  };
  return launcher;
}

/**
 * Every test page: test/helpers/lit-warnings.ts before the test framework (so before any Lit
 * module; it silences Lit's dev-mode banner and records every other Lit warning), then the
 * framework, then the hook on mocha's root suite that fails the test during which Lit warned.
 * Module scripts run in document order, and the framework starts mocha only once the test file
 * has loaded, after the third script has run.
 */
function testRunnerHtml(testFramework: string): string {
  return `<!DOCTYPE html>
<html>
  <head></head>
  <body>
    <script type="module" src="/test/helpers/lit-warnings.ts"></script>
    <script type="module" src="${testFramework}"></script>
    <script type="module">
      import { installLitWarningHook } from '/test/helpers/lit-warnings.ts';
      installLitWarningHook(window.mocha.suite);
    </script>
  </body>
</html>`;
}

export function createTestRunnerConfig(executablePath: string): TestRunnerConfig {
  return {
    // Node tests (*.node.test.ts) run under node:test (scripts/test.ts); test/apps/ holds fixture apps.
    files: ['test/**/*.test.ts', '!test/**/*.node.test.ts', '!test/apps/**'],
    nodeResolve: { exportConditions: ['development'] },
    plugins: [
      forcedColorsCommand(),
      failRequestsCommand(),
      // The reference API on the runner's server: Node's early answers the API's way there too.
      { name: 'reference-api-early-answers', serverStart: ({ server }) => void (server instanceof HttpServer && answerEarlyRequests(server)) },
      esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
      // For test/frameworks/ only: the CommonJS React packages as ES modules (see above).
      commonjs({
        include: ['**/node_modules/react/**', '**/node_modules/react-dom/**', '**/node_modules/scheduler/**'],
        // Leave the production builds' require() calls alone: hoisted to imports they would run
        // (and crash against development React) although `process.env.NODE_ENV` never picks them.
        ignore: (id: string) => /\.production\.js$/.test(id),
        // The dev server converts one file at a time, so the plugin cannot tell that a required
        // package is itself converted CommonJS: take its default export (module.exports as is).
        requireReturnsDefault: true,
      }),
    ],
    middleware: [koaApiMiddleware()],
    browsers: [
      withHistoryResetBetweenFiles(chromeLauncher({
        launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS },
        // One browser context (its own window) per page: test files run two at a time, and in
        // one shared window only the front tab gets animation frames and focus, so a fixture
        // awaiting a frame, or a focus assertion, hangs or fails in the other
        // (modernweb-dev/web#2588). The flags in CHROMIUM_ARGS are not enough on their own.
        createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
      })),
    ],
    concurrency: 2,
    concurrentBrowsers: 1,
    testRunnerHtml,
    testFramework: { config: { timeout: 15000 } },
    testsFinishTimeout: 5 * 60 * 1000,
    browserStartTimeout: 60 * 1000,
    reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false })],
  };
}
