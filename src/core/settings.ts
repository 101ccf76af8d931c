/**
 * A board's settings, read by one set of rules wherever a board is read: the element (its
 * properties' converters and checks), the early request (the attributes in the page, before the
 * element is defined), the server render (the attributes a framework passes) and the CLI.
 *
 * Enumerated attributes (`routing`, `paging`) are read as HTML reads its own: surrounding spaces
 * and ASCII case don't matter (`routing="Path"` is `path`); a value outside the set is the
 * default, and the element says so once in the console.
 */
import { listAttribute, textAttribute } from '../internal/attribute-converters.js';
import { DEFAULT_PARAM_PREFIX, normaliseBasePath, type BoardRoute, type RoutingMode } from '../routing/route-params.js';

/** How long one request may take before it fails with `TIMEOUT`: the board's, the server render's and the client's default. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Posts per listing page when `page-size` says nothing usable. */
export const DEFAULT_PAGE_SIZE = 20;

export const ROUTING_MODES = ['query', 'hash', 'none', 'path'] as const satisfies readonly RoutingMode[];
export const PAGING_MODES = ['pages', 'more'] as const;
export type PagingMode = (typeof PAGING_MODES)[number];

/** An enumerated attribute's value, trimmed and ASCII case-folded; `undefined` when it is none of `allowed`. */
export function enumeratedValue<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const folded = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return allowed.find((known) => known === folded);
}

/** `routing` as every reader reads it: one of the modes, else `query`. */
export function routingOf(value: unknown): RoutingMode {
  return enumeratedValue(value, ROUTING_MODES) ?? 'query';
}

/** `paging` as every reader reads it: `more`, else `pages`. */
export function pagingOf(value: unknown): PagingMode {
  return enumeratedValue(value, PAGING_MODES) ?? 'pages';
}

/** `page-size`: below 1 becomes 1, above 100 becomes 100, anything not a number 20. */
export function clampPageSize(value: unknown): number {
  const size = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(size)) return DEFAULT_PAGE_SIZE;
  return Math.min(100, Math.max(1, Math.trunc(size)));
}

/** A `page` the board can show: a whole number from 1 (another is warned about and read as 1). */
export function isUsablePage(page: number): boolean {
  return Number.isInteger(page) && page >= 1;
}

/** `timeout` in ms: a positive finite number, else the default. */
export function timeoutOf(value: unknown): number {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}

/**
 * A number attribute: removed means the default (Lit's own converter gives `null`, which then
 * warns as "not a number"); empty or blank is not a number (`Number('')` would be 0).
 */
export const numberAttribute = (fallback: number) => ({
  fromAttribute: (value: string | null): number => (value === null ? fallback : value.trim() === '' ? Number.NaN : Number(value)),
});

/** Where a board keeps its route in the URL. */
export interface RouteSettings {
  routing: RoutingMode;
  /** The prefix of its parameters (`jb-`). */
  paramPrefix: string;
  /** `routing="path"`'s listing path, normalised (`/careers/`). */
  basePath: string;
}

/** Everything a board's first view depends on, read from its attributes. */
export interface BoardSettings extends RouteSettings {
  source: string;
  token: string;
  baseUrl: string;
  /** The page size in effect (clamped). */
  limit: number;
  paging: PagingMode;
  timeoutMs: number;
  groupBy: string;
  /** The route the attributes say: the board at rest, before the URL is read (UrlStateController's home). */
  home: BoardRoute;
}

/** A board's attributes by name (lower case); `null` or `undefined` when absent. */
export type AttributeReader = (name: string) => string | null | undefined;

/** The settings a board with these attributes has, each read as the element's converter reads it. */
export function readBoardSettings(attribute: AttributeReader): BoardSettings {
  const raw = (name: string): string | null => attribute(name) ?? null;
  const text = (name: string): string => textAttribute.fromAttribute(raw(name));
  const page = numberAttribute(1).fromAttribute(raw('page'));
  return {
    source: text('source').trim(),
    token: text('token').trim(),
    baseUrl: text('base-url').trim(),
    routing: routingOf(raw('routing')),
    paramPrefix: raw('param-prefix') ?? DEFAULT_PARAM_PREFIX,
    basePath: normaliseBasePath(raw('base-path') ?? '/'),
    limit: clampPageSize(numberAttribute(DEFAULT_PAGE_SIZE).fromAttribute(raw('page-size'))),
    paging: pagingOf(raw('paging')),
    timeoutMs: timeoutOf(raw('timeout')),
    groupBy: text('group-by'),
    // Every field spelled out (no spread of the defaults): a minifier that inlines them would
    // write each key twice.
    home: {
      page: isUsablePage(page) ? page : 1,
      query: text('query'),
      workplaces: listAttribute.fromAttribute(raw('workplaces')),
      department: text('department'),
      office: text('office'),
      employmentType: text('employment-type'),
      job: text('job'),
    },
  };
}
