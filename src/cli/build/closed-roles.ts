/**
 * Closed roles in the static site (issue 30): a job's link outlives the job (chats, newsletters,
 * aggregators), so when a post that had a page is no longer open its page is not deleted at once
 * but rewritten as a closed role's page, kept for `--closed-days` days, then removed.
 *
 * A closed role's page is the site's template (header, footer, styles) with, where the board was,
 * a short notice (the job's title, a link to the listing and up to three open jobs of the same
 * department) and the board prerendered at the listing's first page with the closed job's notice
 * (`jobNotFound`, part `notice`), as the live board shows a link to a closed job. It is readable
 * without JavaScript; with it, the board takes over from its data (which names the job as closed)
 * and makes no request. Its head says `noindex` and carries no JobPosting (Google's job-posting
 * guidelines: an expired job leaves the index); the build leaves it out of the sitemap and the
 * feed, which list only open jobs.
 *
 * No state file: what the build needs is in the pages themselves. A job's page holds its post in
 * the embedded data (`data-job-board-prerendered`); a closed page holds the id, title, department
 * and the day it closed in its own marker (`data-job-board-closed`, and `<meta
 * name="job-board-closed">` for people and tools). A site folder synced from elsewhere (a CDN
 * bucket, a fresh CI checkout of the last build) thus keeps the dates with the pages.
 */
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobPost } from '../../client/index.js';
import { cutText } from '../../core/cut-text.js';
import { PRERENDERED_DATA_ATTRIBUTE } from '../../elements/job-board/prerendered.js';
import { resolveStrings } from '../../i18n/strings.js';
import { jobPath, listingPath } from '../../routing/route-params.js';
import { escapeXml as escapeHtml } from '../sitemap-xml.js';
import type { RenderedView } from '../../ssr/board-views.js';
import { withHeadTags } from '../../ssr/head-tags.js';
import { inTemplate, jobPagePath, renderClosedBoard, type SiteSettings } from './site-pages.js';
import { writePage, type WriteOutcome } from './site-writer.js';

/** The closed page's marker: the data a later build reads back. */
export const CLOSED_DATA_ATTRIBUTE = 'data-job-board-closed';

/** The most open jobs of the same department a closed page links to. */
export const SAME_DEPARTMENT_LINKS = 3;

const DAY_MS = 86_400_000;

/**
 * The most characters of a title or department a closed page keeps. A page on disk can be edited
 * by hand (or hold a post's 5 MB title): its text is repeated in the notice, the `<title>`, the
 * head's tags and the marker, so one huge title made a 26 MB page (issue 37). Real job titles and
 * department names stay far below it.
 */
export const MAX_ROLE_TEXT = 500;

/** What a closed page remembers of its role. */
export interface ClosedRole {
  id: string;
  title: string;
  department?: string;
  /** The UTC day the build first found the role closed, `YYYY-MM-DD`. */
  closedOn: string;
}

/** What an old page on disk is, as far as closing it goes. */
export type OldPage = { kind: 'open'; role: Omit<ClosedRole, 'closedOn'> } | { kind: 'closed'; role: ClosedRole } | { kind: 'unknown' };

/** The text of a `<script type="application/json" ATTRIBUTE>` in `html`, or undefined. */
function scriptJson(html: string, attribute: string): unknown {
  const match = new RegExp(`<script type="application/json" ${attribute}>([^<]*)</script>`).exec(html);
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]!);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A title or department as a closed page keeps it: at most MAX_ROLE_TEXT characters, never a lone half of a surrogate pair. */
function roleText(value: unknown): string | undefined {
  const kept = text(value);
  if (kept === undefined || kept.length <= MAX_ROLE_TEXT) return kept;
  return `${cutText(kept, MAX_ROLE_TEXT - 1)}…`;
}

/** Reads what a page written by an earlier build says of its role. */
export function readOldPage(html: string): OldPage {
  const closed = scriptJson(html, CLOSED_DATA_ATTRIBUTE);
  if (isRecord(closed)) {
    const id = text(closed.id);
    const title = roleText(closed.title);
    const closedOn = text(closed.closedOn);
    if (id !== undefined && title !== undefined && closedOn !== undefined && !Number.isNaN(dayStart(closedOn))) {
      const department = roleText(closed.department);
      return { kind: 'closed', role: { id, title, closedOn, ...(department ? { department } : {}) } };
    }
    return { kind: 'unknown' };
  }
  const data = scriptJson(html, PRERENDERED_DATA_ATTRIBUTE);
  const post = isRecord(data) ? data.post : undefined;
  if (!isRecord(post)) return { kind: 'unknown' };
  const id = text(post.id);
  const title = roleText(post.title);
  if (id === undefined || title === undefined) return { kind: 'unknown' };
  const department = isRecord(post.ats_department) ? roleText(post.ats_department.name) : undefined;
  return { kind: 'open', role: { id, title, ...(department ? { department } : {}) } };
}

/** The UTC day of `ms`, `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The start of a `YYYY-MM-DD` day, in ms; NaN for anything else, a day the calendar lacks (`2026-02-30`) included. */
function dayStart(day: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  // `Date.parse` reads February 30th as March 2nd.
  return !Number.isNaN(ms) && utcDay(ms) === day ? ms : Number.NaN;
}

/** Whole days from the day a role closed to `today` (both `YYYY-MM-DD`). */
export function daysClosed(closedOn: string, today: string): number {
  return Math.round((dayStart(today) - dayStart(closedOn)) / DAY_MS);
}

/** An open job a closed page links to. */
export interface OpenJobLink {
  id: string;
  title: string;
  department?: string;
}

/** Up to three open jobs of `department`, in the listing's order; none without a department. */
export function sameDepartment(department: string | undefined, open: readonly OpenJobLink[], exceptId: string): OpenJobLink[] {
  if (department === undefined) return [];
  return open.filter((job) => job.department === department && job.id !== exceptId).slice(0, SAME_DEPARTMENT_LINKS);
}

/** The department name of a listed post, as the closed page matches it. */
export function departmentOf(post: JobPost): string | undefined {
  return text(post.ats_department?.name);
}

/**
 * The notice's few rules (spacing; its width and place are the template's, where the board stood),
 * at zero specificity (`:where`): any rule of the site's own styles wins over them.
 */
const NOTICE_STYLE =
  '<style>:where(.job-board-closed){display:block;margin:1rem 0 2rem;line-height:1.5}' +
  ':where(.job-board-closed h2){margin:0 0 .5em}:where(.job-board-closed p){margin:0 0 1em}' +
  ':where(.job-board-closed h3){font-size:1.1em;margin:1.5em 0 .5em}:where(.job-board-closed ul){margin:0;padding-inline-start:1.2em}' +
  ':where(.job-board-closed li){margin:.3em 0}</style>';

/**
 * The notice above the board. The job's title is an `<h2>`, as the board's detail has it (the
 * site's page has its own `<h1>`), the department's an `<h3>`. That the job has closed is said
 * once, by the board's own notice below it (in its live region), not here too.
 */
function noticeHtml(settings: SiteSettings, role: ClosedRole, others: readonly OpenJobLink[]): string {
  const { language } = settings;
  const strings = resolveStrings(language);
  // One key order, whichever way the role was read, so a kept page's bytes stay the same.
  const { id, title, department, closedOn } = role;
  const marker = JSON.stringify({ id, title, ...(department ? { department } : {}), closedOn }).replace(/</g, '\\u003c');
  const list =
    others.length === 0
      ? ''
      : `<h3 dir="auto">${escapeHtml(role.department ?? '')}</h3>` +
        `<ul>${others.map((job) => `<li><a href="${escapeHtml(jobPath(settings.basePath, job.id))}" dir="auto">${escapeHtml(job.title)}</a></li>`).join('')}</ul>`;
  return (
    NOTICE_STYLE +
    `<section class="job-board-closed" lang="${escapeHtml(language)}">` +
    `<h2 dir="auto">${escapeHtml(role.title)}</h2>` +
    `<p><a href="${escapeHtml(listingPath(settings.basePath, 1))}">${escapeHtml(strings.back)}</a></p>` +
    list +
    `<script type="application/json" ${CLOSED_DATA_ATTRIBUTE}>${marker}</script>` +
    `</section>`
  );
}

/**
 * A closed role's page: the template, its head set to noindex and no JobPosting (the server
 * render's, see renderClosedBoard), the notice and the board where the board was.
 */
export function renderClosedPage(settings: SiteSettings, role: ClosedRole, others: readonly OpenJobLink[], board: RenderedView): string {
  const html = inTemplate(settings.template, noticeHtml(settings, role, others) + board.boardHtml);
  return withHeadTags(html, { ...board.head, closedOn: role.closedOn, ...(settings.feed ? { feed: settings.feed } : {}) });
}

export interface ClosedRolesInput {
  settings: SiteSettings;
  outDir: string;
  /** Job pages on disk (relative paths) whose post is no longer open. */
  pages: readonly string[];
  /** The open jobs that have a page, in the listing's order. */
  open: readonly OpenJobLink[];
  /** The listing's posts (listing copies), in its order, and those of them without a page: the board's listing. */
  listing: { shown: readonly JobPost[]; unlinked: ReadonlySet<string> };
  /** Days a closed page is kept; 0 removes it at once. */
  closedDays: number;
  /** The clock, in ms. */
  now: number;
}

export interface ClosedRolesResult {
  /** Closed pages written or kept: the site removes none of them this time. */
  kept: Set<string>;
  written: number;
  unchanged: number;
}

/** Whether `file` is a file (not a link, not a folder). */
async function isPlainFile(file: string): Promise<boolean> {
  try {
    return (await lstat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Rewrites the pages of roles no longer open as closed pages, keeping the day each closed; the
 * pages past `closedDays`, and those whose role can't be read back, are not kept (the caller
 * removes them).
 */
export async function writeClosedPages({ settings, outDir, pages, open, listing, closedDays, now }: ClosedRolesInput): Promise<ClosedRolesResult> {
  const result: ClosedRolesResult = { kept: new Set(), written: 0, unchanged: 0 };
  if (closedDays === 0) return result;
  const today = utcDay(now);
  for (const path of pages) {
    const file = join(outDir, ...path.split('/'));
    if (!(await isPlainFile(file))) continue;
    const old = readOldPage(await readFile(file, 'utf8'));
    // A role that is not this page's own (a marker edited to name another job) is no role of it.
    if (old.kind === 'unknown' || jobPagePath(old.role.id) !== path) continue;
    // A day after today (a hand-edited marker, a clock that ran ahead) counts from today: a page
    // is never kept past `closedDays` from the build that reads it.
    const role: ClosedRole = old.kind === 'closed' ? { ...old.role, closedOn: old.role.closedOn > today ? today : old.role.closedOn } : { ...old.role, closedOn: today };
    if (daysClosed(role.closedOn, today) >= closedDays) continue;
    const board = await renderClosedBoard(settings, role, listing.shown, listing.unlinked);
    const outcome: WriteOutcome = await writePage(outDir, path, renderClosedPage(settings, role, sameDepartment(role.department, open, role.id), board));
    result[outcome] += 1;
    result.kept.add(path);
  }
  return result;
}
