/**
 * The request headers, a module of their own so the script-tag build's first module sends exactly
 * what the client sends (see early-responses.ts) without carrying the client.
 */
import { JobBoardApiError } from './errors.js';

/** Visible ASCII only: what a bearer token is made of (RFC 6750 §2.1), and safe in a header. */
const TOKEN_PATTERN = /^[\x21-\x7e]+$/;

/**
 * The request headers, exactly. `Accept`, and `Authorization` when there is a token: nothing else,
 * so a cross-origin API needs no unusual CORS policy. A token that could not be sent in a header
 * becomes an error to reject requests with (its value never appears in the message).
 */
export function requestHeaders(token: unknown): Readonly<Record<string, string>> | JobBoardApiError {
  const text = typeof token === 'string' ? token.trim() : '';
  if (text === '') return { Accept: 'application/json' };
  if (!TOKEN_PATTERN.test(text)) {
    return new JobBoardApiError({
      status: 0,
      code: 'ERR_INVALID_TOKEN',
      message: 'The token contains characters no token has (spaces, line breaks or non-ASCII letters).',
    });
  }
  return Object.freeze({ Accept: 'application/json', Authorization: `Bearer ${text}` });
}

/**
 * How every request is sent: a GET with these headers and nothing of the page's (no cookies), and
 * a redirect not followed, so the token stays with the base URL.
 */
export function requestInit(headers: Readonly<Record<string, string>>, signal: AbortSignal): RequestInit {
  return { method: 'GET', headers, credentials: 'omit', redirect: 'manual', signal };
}

