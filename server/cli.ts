/**
 * `npm run api`: the reference API alone on 127.0.0.1:PORT (default 8787), with CORS so a page
 * on another origin can call it. `ENVELOPE=quickstart|general` picks the listing shape.
 */

import { printDemoBanner } from './banner.js';
import { createApiHandler } from './handler.js';
import { createApiServer } from './http/node-server.js';
import type { ListingEnvelope } from './sandbox/config.js';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 8787;

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a whole number from 0 to 65535, got "${value}".`);
    process.exit(1);
  }
  return port;
}

function readEnvelope(value: string | undefined): ListingEnvelope {
  if (value === undefined || value === '' || value === 'general') return 'general';
  if (value === 'quickstart') return 'quickstart';
  console.error(`ENVELOPE must be "general" or "quickstart", got "${value}".`);
  process.exit(1);
}

const envelope = readEnvelope(process.env['ENVELOPE']);
const port = readPort(process.env['PORT']);
const server = createApiServer(createApiHandler({ envelope }));

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT to another one.` : error);
  process.exit(1);
});

server.listen(port, HOST, () => {
  // PORT=0 asks for any free port: report the one actually bound.
  const address = server.address();
  printDemoBanner(`http://${HOST}:${typeof address === 'object' && address ? address.port : port}`, { envelope });
});

function shutDown(signal: NodeJS.Signals): void {
  console.log(`\n${signal}: closing the reference API…`);
  // Hanging requests (the "hang" fault) would keep close() waiting forever.
  server.closeAllConnections();
  server.close(() => process.exit(0));
}

process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
