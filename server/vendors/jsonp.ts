/**
 * Greenhouse's JSONP (ats-public-apis.md §1.1): any GET with `callback=<name>` answers
 * `<name>(<json>)` as script, for pages that cannot read the JSON cross-origin. The docs allow
 * letters, digits, `_` and `.` in the name; a name with anything else is ignored (plain JSON), our
 * choice, since the vendor's answer to one is unrecorded.
 */

import type { VendorAnswer } from './answer.js';

const CALLBACK_NAME = /^[A-Za-z0-9_.]+$/;

export function withJsonp(answer: VendorAnswer, callback: string | null): VendorAnswer {
  if (callback === null || !CALLBACK_NAME.test(callback)) return answer;
  return {
    status: answer.status,
    headers: { ...answer.headers, 'Content-Type': 'application/javascript; charset=utf-8' },
    body: `${callback}(${answer.body})`,
  };
}
