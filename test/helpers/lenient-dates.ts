/**
 * Text that is no date to the strict reader (src/client/dates.ts): what V8's Date.parse reads
 * leniently ("see below 3" is 2001-03-01), fields that do not exist (30 February, hour 24), and
 * forms outside the ISO 8601 profile every engine reads (a `,` fraction, a `+0530` zone).
 */
export const LENIENT_DATES = [
  'see below 3',
  'javascript:alert(1)//2020',
  'javascript:alert(1)',
  'Posted 3',
  '3',
  '2026',
  '2026-02',
  'March 3, 2026',
  'Tue, 03 Mar 2026 09:00:00 GMT',
  '2026/03/03',
  '03/03/2026',
  '2026-3-3',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-02-27T24:00:00Z',
  '2026-02-27T09:60Z',
  '2026-02-27T09:15:61Z',
  '2026-02-27T09:15:00+24:00',
  '2026-02-27 09:15:00Z',
  '2026-02-27T09:15:00,5Z',
  '2026-02-27T09:15:00+0530',
  '2026-02-27T09:15:00+01',
  '2026-02-27T09:15:00Z <script>',
  '+012026-02-27',
  '2026-W09-5',
  '',
  ' ',
];
