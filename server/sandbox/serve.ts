/**
 * Answers a request inside a sandbox, to the API or a vendor emulator: record it, add latency,
 * play a fault, then serve.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestRoute } from '../api/routes.js';
import { serveApi } from '../api/serve.js';
import { playFault, sleep } from '../faults.js';
import { isWritable } from '../http/respond.js';
import type { Sandbox } from './sandbox.js';
import { matchVendorPath } from '../vendors/routes.js';
import { serveVendor } from '../vendors/serve.js';

export async function serveSandbox(sandbox: Sandbox, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
  // Recorded before anything can fail, so a test also sees the requests that were cut or hung.
  sandbox.log.record(req, path, url.search);
  if (sandbox.latencyMs > 0) await sleep(sandbox.latencyMs);
  // The client gave up while we waited: nothing left to answer, and no fault to use up.
  if (!isWritable(res)) return;
  // Preflights are never faulted: a failed preflight hides the real answer from the page, and
  // would use up a fault's `times` on a request the client's code never made.
  if (req.method !== 'OPTIONS') {
    const route = requestRoute(path);
    const fault = sandbox.takeFault(route);
    if (fault && (await playFault(fault, res, route))) return;
  }
  const vendorRequest = matchVendorPath(path);
  if (vendorRequest) serveVendor(vendorRequest, req, res, url, sandbox.data);
  else await serveApi(sandbox, req, res, path, url);
}
