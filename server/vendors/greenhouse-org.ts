/**
 * The company's departments and offices as Greenhouse numbers them: each with `id`, `parent_id`
 * and `child_ids`. Engineering and Data sit under a "Technology" parent department; each office
 * under its region (a parent office with no location), as the docs' "East Coast" holds "New York
 * City". Ids: departments 4010000001 + 1000 × (catalog order), Technology 4010099001, the "No
 * Department" bucket 0; regions 4020000001 to 4020000004; offices 4020001001 + 1000 × (catalog order).
 */

import { DEPARTMENT_ROLES, OFFICES } from '../data/catalog.js';
import type { Office } from '../data/types.js';
import { placeText, REGIONS } from './facts.js';

type Json = Record<string, unknown>;

export const TECHNOLOGY = { id: 4_010_099_001, name: 'Technology' } as const;
export const NO_DEPARTMENT = { id: 0, name: 'No Department' } as const;
const UNDER_TECHNOLOGY: readonly string[] = ['Engineering', 'Data'];
const DEPARTMENTS = Object.keys(DEPARTMENT_ROLES);
const REGION_IDS: Readonly<Record<string, number>> = {
  Europe: 4_020_000_001,
  'North America': 4_020_000_002,
  'Asia-Pacific': 4_020_000_003,
  'Latin America': 4_020_000_004,
};

export function departmentId(name: string): number {
  return 4_010_000_001 + Math.max(0, DEPARTMENTS.indexOf(name)) * 1000;
}

/** A department of the catalog: `{ id, name, child_ids, parent_id }`. */
export function department(name: string): Json {
  return { id: departmentId(name), name, child_ids: [], parent_id: UNDER_TECHNOLOGY.includes(name) ? TECHNOLOGY.id : null };
}

/** Every department, parents first, then the "No Department" bucket Greenhouse adds. */
export function allDepartments(): Json[] {
  return [
    { ...TECHNOLOGY, child_ids: UNDER_TECHNOLOGY.map(departmentId), parent_id: null },
    ...DEPARTMENTS.map(department),
    { ...NO_DEPARTMENT, child_ids: [], parent_id: null },
  ];
}

export function regionOf(office: Office): string {
  return REGIONS[office.country_code] ?? 'Europe';
}

export function officeId(office: Office): number {
  return 4_020_001_001 + Math.max(0, OFFICES.findIndex((known) => known.name === office.name)) * 1000;
}

/** An office of the catalog: `{ id, name, location, child_ids, parent_id }`, its region the parent. */
export function leafOffice(office: Office): Json {
  return { id: officeId(office), name: office.name, location: placeText(office), child_ids: [], parent_id: REGION_IDS[regionOf(office)] ?? null };
}

/** A region: a parent office without a location. */
export function parentOffice(region: string): Json {
  const children = OFFICES.filter((office) => regionOf(office) === region).map(officeId);
  return { id: REGION_IDS[region] ?? null, name: region, location: null, child_ids: children, parent_id: null };
}

/** Every office, each region before its offices. */
export function allOffices(): Json[] {
  return Object.keys(REGION_IDS).flatMap((region) => [parentOffice(region), ...OFFICES.filter((office) => regionOf(office) === region).map(leafOffice)]);
}
