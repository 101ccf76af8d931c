/**
 * Who may use the development endpoints (`/__sandbox`: sandboxes, keys, faults, request logs).
 * They are for tests on the developer's machine, so a page on another origin must not drive them
 * (CORS `*` let any website create keys and read request logs), and neither may a page that
 * reaches this server through DNS rebinding: its requests are same-origin for the browser, but
 * name the attacker's host in `Host`. The rule, in order:
 *
 * 1. `Host` is a loopback name (`localhost`, `127.0.0.1`, `[::1]`, any port) or one the server was
 *    started to allow (`--host`); else 403 `ERR_HOST_NOT_ALLOWED`.
 * 2. `Origin`, when sent, is the server's own origin (scheme of the connection, `Host`) or one the
 *    server was started to allow (`--allow-origin`); else 403 `ERR_ORIGIN_NOT_ALLOWED`. Without
 *    `Origin` (curl, Node, a same-origin GET), `Sec-Fetch-Site`, when sent, must be `same-origin`
 *    or `none` (typed in the address bar): a browser's no-cors request from another site carries
 *    no `Origin`.
 *
 * Answers carry no CORS headers, except for an allowed origin, which gets its own name back.
 */

import type { IncomingMessage } from 'node:http';
import { domainToASCII } from 'node:url';
import { ApiError } from './errors.js';
import { NO_CORS, type CorsHeaders } from './respond.js';

export interface DevAccess {
  /** Host names beyond the loopback ones that may reach the development endpoints, any port. */
  hosts?: readonly string[];
  /** Origins (`https://tests.example:8000`) whose pages may call the development endpoints. */
  origins?: readonly string[];
}

/** Decides one request to a development endpoint: its CORS headers, or an ApiError thrown. */
export type DevGate = (req: IncomingMessage) => CorsHeaders;

export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** A host name, or a bracketed IPv6 address, and an optional port: nothing else is a Host. */
const HOST_PATTERN = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** The name part of a `Host` value, lower-cased; undefined when it is not a valid Host. */
export function hostName(host: string): string | undefined {
  return HOST_PATTERN.exec(host.trim())?.[1]?.toLowerCase();
}

/**
 * A host name as given to `--host` (`jobs.lan`, `jobs.lan:8787`, `192.168.1.20`, `::1`,
 * `bücher.lan`) in the form a browser sends it in `Host`; throws when it is not one.
 */
export function normalizeHostName(input: string): string {
  const trimmed = input.trim();
  // A bare IPv6 address has colons a port never would.
  const bracketed = /^[0-9a-f]*:[0-9a-f:.]*:[0-9a-f:.]*$/i.test(trimmed) ? `[${trimmed}]` : trimmed;
  // domainToASCII reads a URL's host, so it would cut "a/b" down to "a": only a name is given to it.
  const named = /^[^/?#@\\%\s]+$/.test(bracketed) ? bracketed : '';
  const name = hostName(named) ?? hostName(domainToASCII(named.replace(/:\d{1,5}$/, '')));
  if (name === undefined) throw new Error(`"${input}" is not a host name.`);
  return name;
}

/** An origin as given to `--allow-origin`, serialised as a browser sends it; throws when it is not one. */
export function normalizeOrigin(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new Error(`"${input}" is not an origin such as http://localhost:8000.`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if (!/^https?:$/.test(url.protocol) || !bare) throw new Error(`"${input}" is not an origin such as http://localhost:8000.`);
  return url.origin;
}

/** The request's `Host` (HTTP/2 names it `:authority`). */
function requestHost(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? req.headers[':authority'];
  return typeof host === 'string' ? host : undefined;
}

/** The origin a page on this server has, as the browser serialises it (default port left out). */
function ownOrigin(req: IncomingMessage, host: string): string | undefined {
  const scheme = (req.socket as { encrypted?: boolean } | null)?.encrypted === true ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

function hostRefused(host: string | undefined): ApiError {
  const named = host === undefined ? 'no Host' : `Host "${host.slice(0, 100)}"`;
  return new ApiError(
    'ERR_HOST_NOT_ALLOWED',
    `The development endpoints (/__sandbox) answer only requests to localhost, 127.0.0.1 or [::1]; this one came with ${named}. ` +
      'Start the server with --host <name> to allow another name on purpose.',
  );
}

function originRefused(origin: string | undefined): ApiError {
  const named = origin === undefined ? 'from a page on another site' : `from a page on ${origin.slice(0, 100)}`;
  return new ApiError(
    'ERR_ORIGIN_NOT_ALLOWED',
    `The development endpoints (/__sandbox) answer only pages on the server's own origin; this request came ${named}. ` +
      'Start the server with --allow-origin <origin> to allow a page on another origin on purpose.',
  );
}

export function createDevGate(access: DevAccess = {}): DevGate {
  const hosts = new Set([...LOOPBACK_HOSTS, ...(access.hosts ?? []).map(normalizeHostName)]);
  const origins = new Set((access.origins ?? []).map(normalizeOrigin));
  return (req) => {
    const host = requestHost(req);
    const name = host === undefined ? undefined : hostName(host);
    if (host === undefined || name === undefined || !hosts.has(name)) throw hostRefused(host);
    const origin = req.headers.origin;
    if (origin === undefined) {
      const site = req.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'none') throw originRefused(undefined);
      return NO_CORS;
    }
    if (origin === ownOrigin(req, host)) return NO_CORS;
    // Only this one origin, named back; `Vary` so no cache serves its answer to another.
    if (origins.has(origin)) return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After', Vary: 'Origin' };
    throw originRefused(origin);
  };
}
