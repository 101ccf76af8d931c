/**
 * The vendors' and boards' names as people write them, for the messages of a source's client and
 * of the command line, and the boards of a list each once: apart from source.ts, which the board
 * loads at once, since only the client needs them.
 */
import type { BoardSource, SourceVendor } from './source.js';

export const VENDOR_NAMES: Readonly<Record<SourceVendor, string>> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workable: 'Workable',
  smartrecruiters: 'SmartRecruiters',
  recruitee: 'Recruitee',
  personio: 'Personio',
  teamtailor: 'Teamtailor',
  pinpoint: 'Pinpoint',
};

/** "the Greenhouse board "acme"", for messages. */
export function describeSource(source: BoardSource): string {
  return `the ${VENDOR_NAMES[source.vendor]} board "${source.name}"`;
}

/** The boards of a list, each once (as written: Lever's names are case-sensitive). */
export function uniqueSources(sources: readonly BoardSource[]): BoardSource[] {
  return sources.filter((source, index) => sources.findIndex((seen) => seen.vendor === source.vendor && seen.name === source.name) === index);
}

/** `greenhouse:acme`: a board as `source` names it, and as a merged list's ids and messages do. */
export function sourceKey(source: BoardSource): string {
  return `${source.vendor}:${source.name}`;
}
