import { expect, fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { ReactiveElement } from 'lit';

/**
 * Asserts that a control's native `field` (a selector in its shadow root) takes the page's
 * `color-scheme` (the wrapper in `template` says light), and the one `--job-board-color-scheme`
 * names once it is set.
 */
export async function expectColorSchemeFollowsTheme(template: TemplateResult, tag: string, field: string): Promise<void> {
  const wrapper = await fixture<HTMLDivElement>(template);
  const el = wrapper.querySelector<ReactiveElement>(tag)!;
  await el.updateComplete;
  const native = el.shadowRoot!.querySelector(field)!;
  expect(getComputedStyle(native).colorScheme).to.equal('light');
  el.style.setProperty('--job-board-color-scheme', 'dark');
  expect(getComputedStyle(native).colorScheme).to.equal('dark');
}
