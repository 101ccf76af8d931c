/**
 * A vendor's answer as a value (status, headers, body), built by the vendor modules and written by
 * serve.ts. These are the vendors' own bodies, byte for byte: no `meta.timestamp` or `request_id`
 * envelope of the reference API.
 */

import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isWritable } from '../http/respond.js';

export interface VendorAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string;
}

/**
 * A public read API's CORS: any origin may read a GET answer. Nothing else: no exposed headers and
 * (in the preflight) no allowed request headers, as with the real vendors.
 */
const PUBLIC_READ_CORS: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': '*' };
/** The reference server's rule for every answer (http/respond.ts): a body is never sniffed as HTML. */
const NOSNIFF: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };

export function jsonAnswer(status: number, value: unknown, headers: Readonly<Record<string, string>> = {}): VendorAnswer {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(value) };
}

export function textAnswer(status: number, text: string, headers: Readonly<Record<string, string>> = {}): VendorAnswer {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body: text };
}

/** Ashby's headers on every answer: its CDN caches a board for a minute, and each answer has an id. */
export function ashbyHeaders(): Record<string, string> {
  return { 'Cache-Control': 'public, max-age=60', 'x-ashby-request-id': randomUUID() };
}

/** Writes the answer; without its body for HEAD. */
export function sendVendorAnswer(res: ServerResponse, answer: VendorAnswer, withBody: boolean): void {
  if (!isWritable(res)) return;
  res.writeHead(answer.status, {
    ...PUBLIC_READ_CORS,
    ...NOSNIFF,
    ...answer.headers,
    'Content-Length': String(Buffer.byteLength(answer.body)),
  });
  res.end(withBody ? answer.body : undefined);
}

/**
 * A preflight: 204 allowing GET from any origin, and no `Access-Control-Allow-Headers`. So a page
 * that sends `Authorization` (or any header that is not CORS-safelisted) fails its preflight, as
 * against the real vendors; a plain GET needs none.
 */
export function sendVendorPreflight(res: ServerResponse, headers: Readonly<Record<string, string>> = {}): void {
  if (!isWritable(res)) return;
  res.writeHead(204, { ...PUBLIC_READ_CORS, ...NOSNIFF, 'Access-Control-Allow-Methods': 'GET', ...headers });
  res.end();
}
