/**
 * Writing responses: every one is JSON with `meta.timestamp` and `meta.request_id`, and carries
 * `nosniff` and its CORS headers, errors included (a browser hides the body of a response
 * without the CORS headers). The public API's CORS headers are the default; the development
 * endpoints pass their own (none, or one allowed origin's: http/dev-access.ts).
 */

import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { ApiError } from './errors.js';

export type JsonObject = Record<string, unknown>;

/** The CORS headers of one answer. */
export type CorsHeaders = Readonly<Record<string, string>>;

/** The public API's: career sites on any origin call it. */
export const PUBLIC_CORS: CorsHeaders = {
  'Access-Control-Allow-Origin': '*',
  // Without this a cross-origin page cannot read Retry-After and so cannot honour a 429.
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** For answers no other origin may read. */
export const NO_CORS: CorsHeaders = {};

/**
 * `nosniff` keeps a browser from reading a JSON body (whose strings come from the client, or from
 * a sandbox's posts) as HTML or script. On every answer, errors, preflights and faults included.
 */
const NOSNIFF: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };

/** The headers of every public answer. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = { ...PUBLIC_CORS, ...NOSNIFF };

const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  // Named one by one: a `*` never covers Authorization (Fetch standard, CORS-safelisted headers).
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

export function newRequestId(): string {
  return `req_${randomBytes(12).toString('hex')}`;
}

export function meta(extra: JsonObject = {}): JsonObject {
  return { ...extra, timestamp: new Date().toISOString(), request_id: newRequestId() };
}

/** False when the client went away (aborted, or a fault cut the socket): nothing can be written. */
export function isWritable(res: ServerResponse): boolean {
  return !res.headersSent && !res.writableEnded && !res.destroyed;
}

/** Sends `body` as JSON, adding `meta.timestamp` and `meta.request_id` to its `meta`. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: JsonObject,
  headers: Readonly<Record<string, string>> = {},
  cors: CorsHeaders = PUBLIC_CORS,
): void {
  const existing = body['meta'];
  const withMeta = { ...body, meta: meta(typeof existing === 'object' && existing !== null ? (existing as JsonObject) : {}) };
  sendRaw(res, status, JSON.stringify(withMeta), headers, cors);
}

/** Sends a body as it is, for faults that must send broken or unexpected JSON. */
export function sendRaw(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
  cors: CorsHeaders = PUBLIC_CORS,
): void {
  if (!isWritable(res)) return;
  res.writeHead(status, {
    ...cors,
    ...NOSNIFF,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: ApiError, cors: CorsHeaders = PUBLIC_CORS): void {
  sendJson(res, error.status, { error: { code: error.code, message: error.message } }, error.headers, cors);
}

/**
 * Answers a CORS preflight (or any OPTIONS): 204 without a body. Without CORS headers (`NO_CORS`)
 * it allows nothing cross-origin: only `Allow` is sent.
 */
export function sendPreflight(res: ServerResponse, methods: readonly string[], cors: CorsHeaders = PUBLIC_CORS): void {
  if (!isWritable(res)) return;
  const allow = [...methods, 'OPTIONS'].join(', ');
  const crossOrigin = 'Access-Control-Allow-Origin' in cors ? { ...PREFLIGHT_HEADERS, 'Access-Control-Allow-Methods': allow } : {};
  res.writeHead(204, { ...cors, ...NOSNIFF, ...crossOrigin, Allow: allow });
  res.end();
}
