/**
 * A test-runner command that makes the test page's requests to matching URLs fail as a network
 * failure would (a stale CDN after a deploy, a CSP block): `executeServerCommand('fail-requests',
 * { urlPattern: '*detail-view*' })`, and `{ urlPattern: null }` to let them through again (it
 * answers how many it failed). `executeServerCommand('failed-requests')` answers how many have
 * failed so far. Only
 * the matching URLs are intercepted (the DevTools protocol's Fetch domain with that one pattern):
 * every other request of the page goes on untouched.
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import { ChromeLauncher, type puppeteerCore } from '@web/test-runner-chrome';

export interface FailRequestsPayload {
  /** A Fetch-domain URL pattern (`*` any characters, `?` one); `null` stops failing requests. */
  urlPattern: string | null;
}

interface Interception {
  cdp: puppeteerCore.CDPSession;
  failed: number;
}

export function failRequestsCommand(): TestRunnerPlugin<FailRequestsPayload> {
  const sessions = new Map<string, Interception>();
  return {
    name: 'job-board-fail-requests',
    async executeCommand({ command, payload, session }) {
      if (command === 'failed-requests') return sessions.get(session.id)?.failed ?? 0;
      if (command !== 'fail-requests') return undefined;
      if (!(session.browser instanceof ChromeLauncher)) throw new Error('fail-requests needs the Chrome launcher');
      const previous = sessions.get(session.id);
      sessions.delete(session.id);
      const failedBefore = previous?.failed ?? 0;
      await previous?.cdp.detach();
      if (!payload?.urlPattern) return failedBefore;
      const cdp = await session.browser.getPage(session.id).createCDPSession();
      const interception: Interception = { cdp, failed: 0 };
      sessions.set(session.id, interception);
      cdp.on('Fetch.requestPaused', ({ requestId }) => {
        interception.failed += 1;
        // A request left paused would hang its page: say so, where a test then times out.
        cdp.send('Fetch.failRequest', { requestId, errorReason: 'Failed' }).catch((error: unknown) => console.error(`fail-requests: could not fail ${requestId}: ${error}`));
      });
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: payload.urlPattern, requestStage: 'Request' }] });
      return 0;
    },
  };
}
