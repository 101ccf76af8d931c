/**
 * Greenhouse's `/v1/boards/{token}/departments[/{id}]` and `/offices[/{id}]` (ats-public-apis.md
 * §1.5, examples in §1.7): the board's jobs grouped by department, or by office and then
 * department, as job stubs. `render_as=tree` nests `children` instead of `parent_id` and
 * `child_ids`. An unknown id answers 404 `{"status":404,"error":"Department not found"}` (or
 * "Office not found"): our choice, the vendor's body is unrecorded.
 */

import { jsonAnswer, type VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { greenhouseJob } from './greenhouse.js';
import { allDepartments, allOffices, department, officeId } from './greenhouse-org.js';

type Json = Record<string, unknown>;

export type GreenhouseGroup = 'departments' | 'offices';

/** A stub: the listed job without what the docs' stubs leave out. */
function stub(board: Board, entry: BoardPost): Json {
  const { data_compliance: _compliance, company_name: _company, first_published: _first, ...rest } = greenhouseJob(board, entry, false, false);
  return rest;
}

function departmentsWithJobs(board: Board): Json[] {
  return allDepartments().map((node) => ({
    ...node,
    jobs: board.posts.filter(({ post }) => post.ats_department.name === node['name']).map((entry) => stub(board, entry)),
  }));
}

/** A leaf office holds the departments of its jobs, each with those jobs; a region holds none. */
function officesWithDepartments(board: Board): Json[] {
  return allOffices().map((node) => {
    const here = board.posts.filter(({ post }) => post.ats_offices.some((office) => officeId(office) === node['id']));
    const names = [...new Set(here.map(({ post }) => post.ats_department.name))];
    const departments = names.map((name) => ({ ...department(name), jobs: here.filter(({ post }) => post.ats_department.name === name).map((entry) => stub(board, entry)) }));
    return { ...node, departments };
  });
}

/** A node of the flat list as a tree node: its children nested in `children`, no `parent_id` or `child_ids`. */
function nester(nodes: readonly Json[]): (node: Json) => Json {
  const byId = new Map(nodes.map((node) => [node['id'], node]));
  const nest = (node: Json): Json => {
    const { parent_id: _parent, child_ids: childIds, ...rest } = node;
    const children = (Array.isArray(childIds) ? childIds : []).map((id) => byId.get(id)).filter((child): child is Json => child !== undefined);
    return { ...rest, children: children.map(nest) };
  };
  return nest;
}

export function greenhouseGroups(board: Board, group: GreenhouseGroup, rawId: string | undefined, params: URLSearchParams): VendorAnswer {
  const nodes = group === 'departments' ? departmentsWithJobs(board) : officesWithDepartments(board);
  const tree = params.get('render_as') === 'tree';
  const nest = nester(nodes);
  if (rawId === undefined) return jsonAnswer(200, { [group]: tree ? nodes.filter((node) => node['parent_id'] === null).map(nest) : nodes });
  const node = nodes.find((candidate) => String(candidate['id']) === rawId);
  if (!node) return jsonAnswer(404, { status: 404, error: group === 'departments' ? 'Department not found' : 'Office not found' });
  return jsonAnswer(200, tree ? nest(node) : node);
}
