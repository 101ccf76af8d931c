/**
 * The client a board's settings ask for, with the setup mistakes found before any request: the
 * element, its early request, the server render and the CLI make their client from this plan, so
 * a board that is not set up fails the same way everywhere and nothing is sent. The mistakes'
 * words are in setup-errors.ts: the early request, which the visitor downloads first, needs
 * only to know there is one.
 */
import { parseSources } from '../client/sources/source.js';
import { parseBaseUrl } from '../client/url.js';

export type SetupErrorCode = 'ERR_TOKEN_MISSING' | 'ERR_BASE_URL_MISSING' | 'ERR_BASE_URL_INVALID' | 'ERR_SOURCE_INVALID';

/** A setup mistake found before any request: its code and the value at fault (setup-errors.ts words it). */
export interface SetupMistake {
  mistake: SetupErrorCode;
  value: string;
}

/** The settings the client depends on, as the board has them. */
export interface ClientSettings {
  source: string;
  token: string;
  baseUrl: string;
  timeoutMs: number;
}

/** Which client to make: the Applicant Tracking Service API's, or a vendor's public board's. */
export type ClientPlan =
  | { kind: 'api'; baseUrl: string; token: string; timeoutMs: number }
  | { kind: 'source'; source: string; /** The host that replaces the vendor's. */ baseUrl?: string; timeoutMs: number };

/**
 * The client `settings` ask for, the base address resolved against `documentBase` (the page's,
 * a `<base href>` included) as a browser resolves it; or the setup mistake: a source no vendor's
 * form matches, a missing token or base address, an address that is not http(s).
 */
export function planClient(settings: ClientSettings, documentBase: string): ClientPlan | SetupMistake {
  const source = settings.source.trim();
  const token = settings.token.trim();
  const baseUrl = settings.baseUrl.trim();
  if (source && !parseSources(source)) return { mistake: 'ERR_SOURCE_INVALID', value: source };
  if (!source && !token) return { mistake: 'ERR_TOKEN_MISSING', value: '' };
  if (!source && !baseUrl) return { mistake: 'ERR_BASE_URL_MISSING', value: '' };
  let resolved = '';
  if (baseUrl) {
    try {
      resolved = new URL(baseUrl, documentBase || undefined).href;
    } catch {
      return { mistake: 'ERR_BASE_URL_INVALID', value: baseUrl };
    }
    if (!('prefix' in parseBaseUrl(resolved))) return { mistake: 'ERR_BASE_URL_INVALID', value: baseUrl };
  }
  if (source) return { kind: 'source', source, ...(resolved ? { baseUrl: resolved } : {}), timeoutMs: settings.timeoutMs };
  return { kind: 'api', baseUrl: resolved, token, timeoutMs: settings.timeoutMs };
}

/** A key that changes exactly when the plan's client would: a board keeps one client per key. */
export function clientKey(plan: ClientPlan): string {
  return JSON.stringify(plan);
}
