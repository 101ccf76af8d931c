/**
 * Requests Node answers before any handler sees them would get Node's bare plain-text answers:
 * a malformed request line or header, headers past Node's size limit, headers that never finish
 * arriving (the headers timeout), an `Expect` Node does not know. Answer them like every other
 * error instead, as JSON with `meta`, the CORS headers and `nosniff`.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from './errors.js';
import { COMMON_HEADERS, meta, sendError } from './respond.js';

interface EarlyAnswer {
  status: number;
  reason: string;
  code: string;
  message: string;
}

function earlyAnswer(error: NodeJS.ErrnoException): EarlyAnswer {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', code: 'ERR_INVALID_PARAMETER', message: 'The request headers are too large.' };
    // Node's headersTimeout or requestTimeout: the client was too slow to send its request.
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', code: 'ERR_REQUEST_TIMEOUT', message: 'The request was not received in time.' };
    default:
      return { status: 400, reason: 'Bad Request', code: 'ERR_INVALID_PARAMETER', message: 'The request is not valid HTTP/1.1.' };
  }
}

/** Answers what Node's HTTP parser rejects, then closes the connection (it cannot be trusted further). */
export function answerUnparsableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const { status, reason, code, message } = earlyAnswer(error);
    const body = JSON.stringify({ error: { code, message }, meta: meta() });
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      ...COMMON_HEADERS,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${body}`);
  });
}

/**
 * `Expect` with anything but `100-continue`: Node answers a bare 417 unless someone listens for
 * `checkExpectation`, and then the request is ours to answer.
 */
export function answerUnknownExpectations(server: Server): void {
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const expectation = String(req.headers.expect ?? '').slice(0, 100);
    sendError(res, new ApiError('ERR_EXPECTATION_FAILED', `Expect: "${expectation}" is not supported; only 100-continue is.`));
  });
}
