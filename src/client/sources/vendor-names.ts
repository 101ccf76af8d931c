/**
 * The vendors' names as people write them, for the messages of a source's client and of the
 * command line: apart from source.ts, which the board loads at once, since only a failure needs them.
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
