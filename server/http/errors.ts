/**
 * The error codes of the reference API: those of api-spec section 7 plus our own for the
 * conditions the spec leaves "not shown" (see REFERENCE-API.md).
 */

// Where codes share a status, the first is the one a fault with that status answers.
export const ERROR_STATUS = {
  ERR_INVALID_TOKEN: 401,
  ERR_TOKEN_MISSING: 401,
  ERR_FEATURE_NOT_ENABLED: 403,
  ERR_INSUFFICIENT_SCOPE: 403,
  // The development endpoints' own refusals (http/dev-access.ts).
  ERR_HOST_NOT_ALLOWED: 403,
  ERR_ORIGIN_NOT_ALLOWED: 403,
  ERR_INVALID_PARAMETER: 400,
  ERR_INVALID_CURSOR: 400,
  ERR_NOT_FOUND: 404,
  ERR_METHOD_NOT_ALLOWED: 405,
  ERR_REQUEST_TIMEOUT: 408,
  ERR_PAYLOAD_TOO_LARGE: 413,
  ERR_UNSUPPORTED_MEDIA_TYPE: 415,
  ERR_EXPECTATION_FAILED: 417,
  ERR_RATE_LIMITED: 429,
  ERR_INTERNAL: 500,
  ERR_BAD_GATEWAY: 502,
  ERR_SERVICE_UNAVAILABLE: 503,
  ERR_GATEWAY_TIMEOUT: 504,
  ERR_INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error that becomes a JSON error response; anything else thrown becomes a 500. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
  }
}

export function invalidParameter(message: string): ApiError {
  return new ApiError('ERR_INVALID_PARAMETER', message);
}

export function notFound(message: string): ApiError {
  return new ApiError('ERR_NOT_FOUND', message);
}

export function methodNotAllowed(method: string, allowed: readonly string[]): ApiError {
  // Wherever GET is answered, HEAD is too (RFC 9110, section 9.3.2).
  const methods = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  return new ApiError('ERR_METHOD_NOT_ALLOWED', `Method ${method} is not allowed here; use ${methods.join(' or ')}.`, {
    Allow: [...methods, 'OPTIONS'].join(', '),
  });
}

/**
 * The method a request is served as: HEAD is GET without the body (RFC 9110, section 9.3.2).
 * Node's ServerResponse leaves the body of a HEAD answer out by itself, headers and
 * Content-Length kept.
 */
export function servedMethod(method: string | undefined): string {
  const named = method ?? 'GET';
  return named === 'HEAD' ? 'GET' : named;
}

/** The code a fault with this status answers, or undefined when we have none for it. */
export function codeForStatus(status: number): ErrorCode | undefined {
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
}

/** The message of each code whose message never varies; faults use them too. */
export const FIXED_MESSAGES: Readonly<Partial<Record<ErrorCode, string>>> = {
  ERR_INVALID_TOKEN: 'The API token is invalid, revoked or expired.',
  ERR_FEATURE_NOT_ENABLED: 'API access is not enabled for this account.',
  ERR_RATE_LIMITED: 'Too many requests. Retry after the time given in Retry-After.',
  ERR_INTERNAL: 'The server failed to process the request.',
  ERR_BAD_GATEWAY: 'An upstream service returned an invalid response.',
  ERR_SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
  ERR_GATEWAY_TIMEOUT: 'An upstream service did not answer in time.',
};

/** An error whose message is fixed (see FIXED_MESSAGES). */
export function fixedError(code: ErrorCode, headers: Readonly<Record<string, string>> = {}): ApiError {
  return new ApiError(code, FIXED_MESSAGES[code] ?? `The request failed with status ${ERROR_STATUS[code]}.`, headers);
}
