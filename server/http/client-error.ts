/**
 * Requests Node's HTTP parser rejects before any handler sees them (a malformed request line or
 * header, headers past Node's size limit) would get Node's bare plain-text 400: answer them like
 * every other error instead, as JSON with `meta` and the CORS headers, then close the connection.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { COMMON_HEADERS, meta } from './respond.js';

export function answerUnparsableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify({
      error: {
        code: 'ERR_INVALID_PARAMETER',
        message: tooLarge ? 'The request headers are too large.' : 'The request is not valid HTTP/1.1.',
      },
      meta: meta(),
    });
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      ...COMMON_HEADERS,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
    socket.end(`HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n${head}\r\n\r\n${body}`);
  });
}
