/**
 * Fails the test during which Lit issues a dev-mode warning (a `lit.dev/msg/...` text, such as
 * change-in-update): such a warning is a bug we would otherwise never read. Spectrum Web
 * Components guards its suites the same way.
 *
 * web-test-runner.config.ts loads this module in every browser test page before the test
 * framework, so before any Lit module, and then installs `failOnLitWarning` as an `afterEach`
 * hook of mocha's root suite: no test file imports it. Lit's one-time "Lit is in dev mode" banner
 * is silenced, as it says nothing about the code under test.
 *
 * Lit (reactive-element, lit-html, lit-element) issues every warning through one page-wide set,
 * `globalThis.litIssuedWarnings`: it skips a warning whose code or text is in the set, and adds
 * the text of each warning it prints. The set here records those texts; a code added up front
 * silences that warning. Lit prints each text once per page, and each test file has a page of
 * its own.
 */

declare global {
  // Lit's dev-mode builds read and create it with `??=`; present from the start here.
  var litIssuedWarnings: Set<string> | undefined;
  var litWarningTrap: LitWarningTrap | undefined;
  /** The runner of the page's mocha run, which @web/test-runner-mocha keeps here. */
  var __WTR_MOCHA_RUNNER__: Mocha.Runner | undefined;
}

export interface LitWarningTrap {
  /** Warnings Lit issued since the last check, oldest first. */
  readonly recorded: string[];
  /**
   * The root `afterEach` hook: fails the test that just ran with the text of every warning
   * recorded, and forgets them.
   */
  failOnLitWarning(this: Mocha.Context): void;
}

/** The title of the hook on mocha's root suite. */
export const HOOK_TITLE = 'fail the test on a Lit warning';

/** Warning codes silenced rather than failed: only Lit's banner saying it runs in dev mode. */
const SILENCED_CODES = ['dev-mode'];

function createTrap(): LitWarningTrap {
  const recorded: string[] = [];
  class RecordingSet extends Set<string> {
    override add(warning: string): this {
      if (!this.has(warning)) recorded.push(warning);
      return super.add(warning);
    }
  }
  const issued = new RecordingSet();
  for (const code of SILENCED_CODES) Set.prototype.add.call(issued, code);
  globalThis.litIssuedWarnings = issued;
  return {
    recorded,
    failOnLitWarning(this: Mocha.Context) {
      if (recorded.length === 0) return;
      const error = new Error(`Lit issued a dev-mode warning during this test:\n${recorded.splice(0).join('\n')}`);
      const test = this.currentTest;
      const runner = globalThis.__WTR_MOCHA_RUNNER__;
      // The test itself fails, as if it had thrown; the file's other tests still run. Thrown
      // from the hook instead, mocha would keep the test passed and skip the rest of the file.
      if (test && runner && test.state === 'passed') (runner as unknown as { fail(test: Mocha.Test, error: Error): void }).fail(test, error);
      else if (!test || test.state !== 'failed') throw error;
    },
  };
}

// Once per page, even if a test file imported this module again under another URL.
export const litWarningTrap: LitWarningTrap = (globalThis.litWarningTrap ??= createTrap());

/** Installs the trap's hook on the page's mocha root suite (web-test-runner.config.ts does). */
export function installLitWarningHook(suite: Mocha.Suite): void {
  suite.afterEach(HOOK_TITLE, function (this: Mocha.Context) {
    litWarningTrap.failOnLitWarning.call(this);
  });
  // A warning issued after the file's last test (a late update) fails the file.
  suite.afterAll('fail the file on a Lit warning after its last test', function (this: Mocha.Context) {
    litWarningTrap.failOnLitWarning.call(this);
  });
}
