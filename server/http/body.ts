/**
 * Reading a JSON object request body, with a size cap so no request can exhaust memory, and only
 * when it is declared as JSON.
 */

import type { IncomingMessage } from 'node:http';
import { ApiError, invalidParameter } from './errors.js';
import type { JsonObject } from './respond.js';

export const API_BODY_LIMIT = 64 * 1024;

function tooLarge(limit: number): ApiError {
  return new ApiError('ERR_PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes.`);
}

/**
 * `application/json` or a structured `+json` type (RFC 6839), parameters such as `charset`
 * allowed. Anything else is refused rather than parsed anyway: a page on another origin can POST
 * `text/plain` without a preflight, and must not get its body treated as JSON.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type);
}

/** Whether the request announces a body: a non-zero length, or a chunked one. */
function announcesBody(req: IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  return (declared !== undefined && declared.trim() !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function unsupportedMediaType(contentType: string | undefined): ApiError {
  const named = contentType === undefined ? 'no Content-Type' : `Content-Type "${contentType.slice(0, 100)}"`;
  return new ApiError('ERR_UNSUPPORTED_MEDIA_TYPE', `The request body must be sent as application/json; it came with ${named}.`);
}

function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    // Let Node discard the rest, so the connection can still carry our answer.
    req.resume();
    return Promise.reject(tooLarge(limit));
  }
  // Already read by someone else (or aborted): waiting for 'end' would wait forever.
  if (req.readableEnded) return Promise.resolve('');
  if (req.destroyed) return Promise.reject(new Error('The request was aborted.'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
    // A client that gives up mid-body: settle, so nothing waits on a dead request.
    req.on('close', () => {
      if (!failed && !req.readableEnded) reject(new Error('The request was aborted.'));
    });
  });
}

/**
 * The body as a JSON object; an empty body counts as `{}`, whatever its Content-Type (or none).
 * A body that is not declared as JSON is refused before it is read.
 */
export async function readJsonObject(req: IncomingMessage, limit: number = API_BODY_LIMIT): Promise<JsonObject> {
  const contentType = req.headers['content-type'];
  if (announcesBody(req) && !isJsonMediaType(contentType)) {
    // Let Node discard the body, so the connection can still carry our answer.
    req.resume();
    throw unsupportedMediaType(contentType);
  }
  const text = await readText(req, limit);
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidParameter('body: the request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParameter('body: the request body must be a JSON object.');
  }
  return value as JsonObject;
}
