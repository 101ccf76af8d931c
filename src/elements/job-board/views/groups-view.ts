/**
 * A grouped listing (`group-by`): one section per group, under a real heading. In the entry with
 * the listing view; the groups themselves are computed by whole-board mode's chunk.
 */
import { html, type TemplateResult } from 'lit';
import type { EntryModel, GroupModel } from '../view-model.js';

/**
 * A real heading element of the level asked for. One template per level rather than lit's static
 * html: the build's template minifier cannot parse a tag name that is an expression.
 */
const HEADINGS: readonly ((content: unknown) => TemplateResult)[] = [
  (content) => html`<h1 part="group-heading" class="group-heading">${content}</h1>`,
  (content) => html`<h2 part="group-heading" class="group-heading">${content}</h2>`,
  (content) => html`<h3 part="group-heading" class="group-heading">${content}</h3>`,
  (content) => html`<h4 part="group-heading" class="group-heading">${content}</h4>`,
  (content) => html`<h5 part="group-heading" class="group-heading">${content}</h5>`,
  (content) => html`<h6 part="group-heading" class="group-heading">${content}</h6>`,
];

/**
 * A group's heading text: `pattern` (the `filterOption` text, "{value} ({count})" in English) with
 * the name, and the count in a part of its own (`group-count`), wherever the language puts it.
 */
function headingContent(group: GroupModel, pattern: string): unknown[] {
  return pattern
    .split(/(\{value\}|\{count\})/)
    .map((piece) => (piece === '{value}' ? group.name : piece === '{count}' ? html`<span part="group-count">${group.count}</span>` : piece));
}

/** One section per group: a real heading with the group's count (at `heading-level`, 1 to 6, default 2), then its entries. */
export function renderGroups(groups: GroupModel[], headingLevel: number, renderEntry: (entry: EntryModel) => TemplateResult, pattern: string): TemplateResult[] {
  const heading = HEADINGS[Math.min(6, Math.max(1, Math.trunc(headingLevel) || 2)) - 1]!;
  return groups.map(
    (group) => html`<section part="group" class="group">
      ${heading(headingContent(group, pattern))}
      <ul part="list" class="list" role="list">
        ${group.entries.map(renderEntry)}
      </ul>
    </section>`,
  );
}
