/**
 * The guard of test/helpers/lit-warnings.ts, which web-test-runner.config.ts installs in every
 * browser test page: its hook is on mocha's root suite, Lit's dev-mode banner is silenced, and a
 * warning Lit issues during a test is recorded and fails that test with the warning's text.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { HOOK_TITLE, litWarningTrap } from './lit-warnings.js';

/** Sets a property in `updated()`, which schedules another update: Lit's change-in-update warning. */
class ChangeInUpdate extends LitElement {
  static override properties = { count: { type: Number } };
  count = 0;

  protected override updated(): void {
    if (this.count < 1) this.count += 1;
  }
}
customElements.define('lit-warnings-change-in-update', ChangeInUpdate);

describe('Lit warnings fail the test', () => {
  it('has its hook on mocha\'s root suite', () => {
    const hooks = (mocha.suite as unknown as { _afterEach: (Mocha.Hook & { originalTitle?: string })[] })._afterEach;
    expect(hooks.map((hook) => hook.originalTitle ?? hook.title)).to.include(`"after each" hook: ${HOOK_TITLE}`);
  });

  it('silences Lit\'s dev-mode banner', () => {
    expect(globalThis.litIssuedWarnings?.has('dev-mode')).to.equal(true);
    expect(litWarningTrap.recorded.filter((warning) => warning.includes('lit.dev/msg/dev-mode'))).to.deep.equal([]);
  });

  it('records a warning and fails the test that was running with its text', async () => {
    const el = await fixture<ChangeInUpdate>(html`<lit-warnings-change-in-update></lit-warnings-change-in-update>`);
    await el.updateComplete;
    expect(litWarningTrap.recorded.some((warning) => warning.includes('lit.dev/msg/change-in-update'))).to.equal(true);

    // The hook, run for a stand-in test and runner: this test's own run stays untouched.
    const runner = globalThis.__WTR_MOCHA_RUNNER__;
    const failures: { test: unknown; error: Error }[] = [];
    const standIn = { state: 'passed' } as Mocha.Test;
    globalThis.__WTR_MOCHA_RUNNER__ = { fail: (test: unknown, error: Error) => failures.push({ test, error }) } as unknown as Mocha.Runner;
    try {
      litWarningTrap.failOnLitWarning.call({ currentTest: standIn } as Mocha.Context);
    } finally {
      globalThis.__WTR_MOCHA_RUNNER__ = runner;
    }
    expect(failures).to.have.length(1);
    expect(failures[0]!.test).to.equal(standIn);
    expect(failures[0]!.error.message).to.contain('Element lit-warnings-change-in-update scheduled an update');
    expect(failures[0]!.error.message).to.contain('lit.dev/msg/change-in-update');
    expect(litWarningTrap.recorded).to.deep.equal([]);
  });
});
