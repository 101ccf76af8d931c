/** Page-based pagination parameters and slicing (api-spec section 8). */

import { invalidParameter } from './errors.js';
import type { JsonObject } from './respond.js';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface PageParams {
  page: number;
  limit: number;
}

export interface Page<T> extends PageParams {
  items: T[];
  total: number;
  total_pages: number;
}

/** A query parameter that may appear at most once; a repeated `page` would be ambiguous. */
export function singleParam(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw invalidParameter(`${name} must be given at most once.`);
  return values[0];
}

/** How a refused value is named in a message: 1e309 parses to Infinity, which JSON spells "null". */
function shown(value: unknown): string {
  return typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value)).slice(0, 50);
}

/**
 * A positive whole number. From a query string (`text`), where everything is text, it must be
 * plain digits: "1.5", "1e2", " 3" and "0x10" are refused rather than guessed at. From a JSON
 * body it must be a JSON number: `"5"` is a client's bug to report, not to paper over.
 */
export function positiveInteger(name: string, value: unknown, max?: number, from: 'text' | 'json' = 'text'): number {
  const number = from === 'text' && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    const kind = from === 'json' && typeof value === 'string' ? 'a JSON number (not a string)' : 'a positive whole number';
    throw invalidParameter(`${name} must be ${kind}, got ${shown(value)}.`);
  }
  if (max !== undefined && number > max) throw invalidParameter(`${name} must be at most ${max}, got ${number}.`);
  return number;
}

export function limitValue(value: unknown, from: 'text' | 'json' = 'text'): number {
  return value === undefined ? DEFAULT_LIMIT : positiveInteger('limit', value, MAX_LIMIT, from);
}

/**
 * `page` and `limit` of a page-based list endpoint. Rule 4 (`cursor` and `page` are mutually
 * exclusive) is enforced here too: these endpoints page by number, so a `cursor` is refused
 * with or without `page`, rather than ignored as if the client had asked for page 1.
 */
export function pageParams(params: URLSearchParams): PageParams {
  if (params.has('cursor')) {
    throw invalidParameter(
      params.has('page')
        ? 'cursor and page are mutually exclusive: this endpoint pages with page and limit.'
        : 'cursor is not accepted here: this endpoint pages with page and limit.',
    );
  }
  const page = singleParam(params, 'page');
  return {
    page: page === undefined ? DEFAULT_PAGE : positiveInteger('page', page),
    limit: limitValue(singleParam(params, 'limit')),
  };
}

/** One page of `items`; a page past the end is empty but reports the true totals. */
export function paginate<T>(items: readonly T[], { page, limit }: PageParams): Page<T> {
  const start = (page - 1) * limit;
  return {
    items: items.slice(start, start + limit),
    total: items.length,
    page,
    limit,
    total_pages: Math.ceil(items.length / limit),
  };
}

/** The general list shape of api-spec section 2: `{ data, meta: { total, page, limit, total_pages } }`. */
export function generalList<T>(page: Page<T>): JsonObject {
  return {
    data: page.items,
    meta: { total: page.total, page: page.page, limit: page.limit, total_pages: page.total_pages },
  };
}
