/**
 * A grouped listing (`group-by`): one section per group, under a real heading. Part of whole-board
 * mode's chunk, since grouped listings come only from it.
 */
import { html, type TemplateResult } from 'lit';
import type { EntryModel, GroupModel } from '../view-model.js';

/**
 * A real heading element of the level asked for. One template per level rather than lit's static
 * html: the build's template minifier cannot parse a tag name that is an expression.
 */
const HEADINGS: readonly ((text: string) => TemplateResult)[] = [
  (text) => html`<h1 part="group-heading" class="group-heading">${text}</h1>`,
  (text) => html`<h2 part="group-heading" class="group-heading">${text}</h2>`,
  (text) => html`<h3 part="group-heading" class="group-heading">${text}</h3>`,
  (text) => html`<h4 part="group-heading" class="group-heading">${text}</h4>`,
  (text) => html`<h5 part="group-heading" class="group-heading">${text}</h5>`,
  (text) => html`<h6 part="group-heading" class="group-heading">${text}</h6>`,
];

/** One section per group: a real heading with the group's count (at `heading-level`, 1 to 6, default 2), then its entries. */
export function renderGroups(groups: GroupModel[], headingLevel: number, renderEntry: (entry: EntryModel) => TemplateResult): TemplateResult[] {
  const heading = HEADINGS[Math.min(6, Math.max(1, Math.trunc(headingLevel) || 2)) - 1]!;
  return groups.map(
    (group) => html`<section part="group" class="group">
      ${heading(group.heading)}
      <ul part="list" class="list" role="list">
        ${group.entries.map(renderEntry)}
      </ul>
    </section>`,
  );
}
