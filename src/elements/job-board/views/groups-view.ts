/**
 * A grouped listing (`group-by`): jump links to the groups, then one section per group, under a
 * real heading. In whole-board mode's chunk (whole-board/whole-board-mode.ts), which computes the groups, with
 * its styles: the board adopts them when the chunk arrives (LazyPartsController), before the first
 * grouped listing renders; a server render writes them beside the groups, as the detail's.
 */
import { html, isServer, nothing, type TemplateResult } from 'lit';
import { serverStyles } from '../../../styles/server-styles.js';
import { isPlainClick } from '../plain-click.js';
import { groupsStyles } from './groups.styles.js';
import { listClass } from './list-class.js';
import type { EntryModel, GroupModel } from '../../../core/view-model.js';

/**
 * A real heading element of the level asked for, the target of its jump link (`tabindex="-1"`:
 * focusable from the link, not a Tab stop). One template per level rather than lit's static html:
 * the build's template minifier cannot parse a tag name that is an expression.
 */
const HEADINGS: readonly ((id: string, content: unknown) => TemplateResult)[] = [
  (id, content) => html`<h1 part="group-heading" class="group-heading" id=${id} tabindex="-1">${content}</h1>`,
  (id, content) => html`<h2 part="group-heading" class="group-heading" id=${id} tabindex="-1">${content}</h2>`,
  (id, content) => html`<h3 part="group-heading" class="group-heading" id=${id} tabindex="-1">${content}</h3>`,
  (id, content) => html`<h4 part="group-heading" class="group-heading" id=${id} tabindex="-1">${content}</h4>`,
  (id, content) => html`<h5 part="group-heading" class="group-heading" id=${id} tabindex="-1">${content}</h5>`,
  (id, content) => html`<h6 part="group-heading" class="group-heading" id=${id} tabindex="-1">${content}</h6>`,
];

/**
 * A group's name with its count: `pattern` (the `filterOption` text, "{value} ({count})" in
 * English), the name in its own direction (it is the API's text), the count wrapped by `count`.
 */
function nameAndCount(group: GroupModel, pattern: string, count: (text: string) => unknown): unknown[] {
  return pattern
    .split(/(\{value\}|\{count\})/)
    .map((piece) => (piece === '{value}' ? html`<span dir="auto">${group.name}</span>` : piece === '{count}' ? count(group.count) : piece));
}

/** The heading's count is a part of its own (`group-count`), wherever the language puts it. */
const headingCount = (text: string): TemplateResult => html`<span part="group-count">${text}</span>`;

/**
 * A jump link's click: the heading is in the board's shadow root, where the browser's own
 * fragment navigation never looks (it searches the document), and a hash would be written into
 * the page's URL (which `routing="hash"` reads as the board's state). So the board scrolls to the
 * heading and moves focus to it itself, as following an in-page link would. A modified click keeps
 * the link's browser meaning.
 */
function handleJump(event: MouseEvent): void {
  const link = (event.target as Element).closest('a');
  if (!link || !isPlainClick(event)) return;
  const root = link.getRootNode() as DocumentOrShadowRoot & ParentNode;
  const heading = root.querySelector<HTMLElement>(`[id="${CSS.escape(link.getAttribute('href')!.slice(1))}"]`);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** Links to each group's heading, with its count, where there are two groups or more. */
function renderJumpLinks(groups: GroupModel[], pattern: string, label: string): TemplateResult | typeof nothing {
  if (groups.length < 2) return nothing;
  return html`<nav part="group-nav" class="group-nav" aria-label=${label} @click=${handleJump}>
    <ul class="group-nav-list" role="list">
      ${groups.map((group) => html`<li><a part="group-nav-link" class="group-nav-link" href="#${group.id}">${nameAndCount(group, pattern, (text) => text)}</a></li>`)}
    </ul>
  </nav>`;
}

/**
 * Jump links to the groups (`label` their accessible name), then one section per group: a real
 * heading with the group's count (at `heading-level`, 1 to 6, default 2), then its entries.
 */
export function renderGroups(
  groups: GroupModel[],
  headingLevel: number,
  renderEntry: (entry: EntryModel) => TemplateResult,
  pattern: string,
  label: string,
): unknown[] {
  const heading = HEADINGS[Math.min(6, Math.max(1, Math.trunc(headingLevel) || 2)) - 1]!;
  // Long or short by the whole page's entries: the browser's passes are per frame, not per list.
  const list = listClass(groups.reduce((sum, group) => sum + group.entries.length, 0));
  return [
    isServer ? serverStyles(groupsStyles) : nothing,
    renderJumpLinks(groups, pattern, label),
    groups.map(
      (group) => html`<section part="group" class="group">
        ${heading(group.id, nameAndCount(group, pattern, headingCount))}
        <ul part="list" class=${list} role="list">
          ${group.entries.map(renderEntry)}
        </ul>
      </section>`,
    ),
  ];
}
