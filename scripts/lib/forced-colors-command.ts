/**
 * A test-runner command that turns Windows' forced-colors mode on or off for the test's page:
 * `executeServerCommand('emulate-forced-colors', { active: true })`. @web/test-runner-commands'
 * `emulateMedia({ forcedColors })` reaches Playwright only; under the Chrome launcher it is
 * silently ignored, so this sets the media feature through the DevTools protocol itself.
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import { ChromeLauncher, type puppeteerCore } from '@web/test-runner-chrome';

export interface ForcedColorsPayload {
  active: boolean;
}

export function forcedColorsCommand(): TestRunnerPlugin<ForcedColorsPayload> {
  // The emulation lasts as long as the protocol session that set it: one per test session.
  const sessions = new Map<string, puppeteerCore.CDPSession>();
  return {
    name: 'job-board-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-forced-colors') return undefined;
      if (!(session.browser instanceof ChromeLauncher)) throw new Error('emulate-forced-colors needs the Chrome launcher');
      const previous = sessions.get(session.id);
      if (!payload?.active) {
        sessions.delete(session.id);
        await previous?.detach();
        return true;
      }
      const cdp = previous ?? (await session.browser.getPage(session.id).createCDPSession());
      sessions.set(session.id, cdp);
      await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
      return true;
    },
  };
}
