/**
 * `npm run api`: the reference API alone on 127.0.0.1:PORT (default 8787), with CORS so a page
 * on another origin can call the public API. `ENVELOPE=quickstart|general` picks the listing
 * shape. The development endpoints (`/__sandbox`) stay on this machine (http/dev-access.ts)
 * unless flags open them on purpose:
 *
 * - `--host <name>` (repeatable): they also answer requests naming `<name>` in `Host`, and the
 *   server listens on every interface so that name can reach it (unless it is a loopback name).
 * - `--allow-origin <origin>` (repeatable): pages on `<origin>` may call them cross-origin.
 */

import { parseArgs } from 'node:util';
import { printDemoBanner } from './banner.js';
import { createApiHandler } from './handler.js';
import { LOOPBACK_HOSTS, normalizeHostName, normalizeOrigin } from './http/dev-access.js';
import { createApiServer } from './http/node-server.js';
import type { ListingEnvelope } from './sandbox/config.js';

const LOOPBACK_BIND = '127.0.0.1';
/** Every IPv4 interface: what a name given to --host must be able to reach. */
const ALL_INTERFACES = '0.0.0.0';
const DEFAULT_PORT = 8787;

const USAGE = `Usage: npm run api -- [--host <name>]... [--allow-origin <origin>]...
  --host <name>            also let requests to <name> (any port) use /__sandbox, and listen on
                           every interface; repeat for more names
  --allow-origin <origin>  let pages on <origin> (e.g. http://localhost:8000) use /__sandbox
                           cross-origin; repeat for more origins
Environment: PORT (default ${DEFAULT_PORT}), ENVELOPE (general | quickstart).`;

function exit(message: string): never {
  console.error(message);
  process.exit(1);
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) exit(`PORT must be a whole number from 0 to 65535, got "${value}".`);
  return port;
}

function readEnvelope(value: string | undefined): ListingEnvelope {
  if (value === undefined || value === '' || value === 'general') return 'general';
  if (value === 'quickstart') return 'quickstart';
  exit(`ENVELOPE must be "general" or "quickstart", got "${value}".`);
}

function readFlags(): { hosts: string[]; origins: string[] } {
  try {
    const { values } = parseArgs({
      options: {
        host: { type: 'string', multiple: true },
        'allow-origin': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help === true) {
      console.log(USAGE);
      process.exit(0);
    }
    return { hosts: (values.host ?? []).map(normalizeHostName), origins: (values['allow-origin'] ?? []).map(normalizeOrigin) };
  } catch (error) {
    exit(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

const envelope = readEnvelope(process.env['ENVELOPE']);
const port = readPort(process.env['PORT']);
const { hosts, origins } = readFlags();
const exposed = hosts.filter((name) => !LOOPBACK_HOSTS.includes(name));
const bind = exposed.length > 0 ? ALL_INTERFACES : LOOPBACK_BIND;
const server = createApiServer(createApiHandler({ envelope, devAccess: { hosts, origins } }));

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT to another one.` : error);
  process.exit(1);
});

server.listen(port, bind, () => {
  // PORT=0 asks for any free port: report the one actually bound.
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  printDemoBanner(`http://${LOOPBACK_BIND}:${bound}`, { envelope, devHosts: exposed, devOrigins: origins, listensOn: bind });
});

function shutDown(signal: NodeJS.Signals): void {
  console.log(`\n${signal}: closing the reference API…`);
  // Hanging requests (the "hang" fault) would keep close() waiting forever.
  server.closeAllConnections();
  server.close(() => process.exit(0));
}

process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
