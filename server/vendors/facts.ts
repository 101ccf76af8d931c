/**
 * What the data set does not say but every vendor shape needs: country names, regions, the
 * company, and a post's pay. Derived from the post alone, so the three vendors agree on them.
 */

import { COMPANY } from '../data/catalog.js';
import type { EmploymentType, Office } from '../data/types.js';
import type { BoardPost } from './boards.js';

export { COMPANY };

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  DE: 'Germany',
  FR: 'France',
  GB: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  JP: 'Japan',
  BR: 'Brazil',
};

export function countryName(office: Office): string {
  return COUNTRY_NAMES[office.country_code] ?? office.country_code;
}

/** "Berlin, Germany": the free-text place Greenhouse and Lever employers type. */
export function placeText(office: Office): string {
  return `${office.city}, ${countryName(office)}`;
}

const CURRENCIES: Readonly<Record<string, string>> = { DE: 'EUR', FR: 'EUR', GB: 'GBP', US: 'USD', CA: 'CAD', JP: 'JPY', BR: 'BRL' };

export type PayKind = 'year' | 'month' | 'hour';

export interface Pay {
  /** Major units (81000 means 81,000.00). */
  min: number;
  max: number;
  currency: string;
  kind: PayKind;
}

/** Part-time and temporary work is paid by the hour, internships by the month, the rest by the year. */
function payKind(type: EmploymentType): PayKind {
  if (type === 'part_time' || type === 'temporary') return 'hour';
  return type === 'internship' ? 'month' : 'year';
}

/**
 * The post's pay in its first office's currency: a range spread over posts by their number.
 * Yen are scaled up so a Tokyo salary does not read as a few hundred dollars.
 */
export function payOf({ post, number }: BoardPost): Pay {
  const office = post.ats_offices[0];
  const currency = (office && CURRENCIES[office.country_code]) ?? 'EUR';
  const kind = payKind(post.ats_job.employment_type);
  const step = (number * 7919) % 40;
  const scale = currency === 'JPY' ? 150 : 1;
  const base = kind === 'hour' ? 20 + step : kind === 'month' ? 1500 + step * 25 : 50_000 + step * 2_500;
  const min = base * scale;
  const max = Math.round(base * 1.25) * scale;
  return { min, max, currency, kind };
}

/** Region offices (Greenhouse parent offices) by country. */
export const REGIONS: Readonly<Record<string, string>> = {
  DE: 'Europe',
  FR: 'Europe',
  GB: 'Europe',
  US: 'North America',
  CA: 'North America',
  JP: 'Asia-Pacific',
  BR: 'Latin America',
};

/** An ISO time with milliseconds dropped and the UTC offset written as `±hh:mm` local time. */
export function withOffset(iso: string, offsetMinutes: number): string {
  const local = new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
