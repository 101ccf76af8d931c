/**
 * LanguageController against a small host: it gets the host's built-in table ready (loading a
 * language's table, re-rendering when it comes) and re-renders the host when the language it
 * inherits changes, a `lang` on an ancestor or on `<html>` (issue 27, bug 1), but not for a `lang`
 * change elsewhere that leaves the host's language as it was, nor once disconnected.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { LanguageController } from '../../src/controllers/language-controller.js';
import { languageOf, resolveStrings } from '../../src/i18n/strings.js';

class LanguageTestHost extends LitElement {
  readonly texts = new LanguageController(this, () => languageOf(this));
  renders: string[] = [];

  override render() {
    const lang = languageOf(this);
    this.renders.push(lang);
    return this.texts.ready() ? html`<p>${resolveStrings(lang).nextPage}</p>` : html`<p></p>`;
  }

  get shown(): string {
    return this.shadowRoot?.querySelector('p')?.textContent ?? '';
  }
}
customElements.define('language-test-host', LanguageTestHost);

describe('LanguageController', () => {
  let wrapper: HTMLDivElement;
  let host: LanguageTestHost;

  beforeEach(async () => {
    wrapper = await fixture<HTMLDivElement>(html`<div lang="en"><section><language-test-host></language-test-host></section><p lang="en">other</p></div>`);
    host = wrapper.querySelector('language-test-host')!;
    await host.updateComplete;
  });

  it('renders in the language the host inherits', () => {
    expect(host.shown).to.equal('Next page');
    expect(host.renders.at(-1)).to.equal('en');
  });

  it('re-renders when an ancestor’s lang changes, once the new table has loaded', async () => {
    wrapper.lang = 'pl';
    await waitUntil(() => host.shown === 'Następna strona', `shows "${host.shown}"`);
    expect(host.renders.at(-1)).to.equal('pl');
  });

  it('passes over a tag Intl cannot read for the next ancestor’s', async () => {
    wrapper.querySelector('section')!.setAttribute('lang', 'x-invalid-');
    wrapper.lang = 'de';
    await waitUntil(() => host.shown === 'Nächste Seite', `shows "${host.shown}"`);
    expect(host.renders.at(-1)).to.equal('de');
  });

  it('does not re-render for a lang change that leaves its language as it was', async () => {
    const before = host.renders.length;
    wrapper.querySelector('p')!.lang = 'fr';
    wrapper.querySelector('section')!.setAttribute('lang', 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await host.updateComplete;
    expect(host.renders.length).to.equal(before);
  });

  it('stops watching once disconnected, and catches up when connected again', async () => {
    host.remove();
    const before = host.renders.length;
    wrapper.lang = 'de';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.renders.length).to.equal(before);
    wrapper.querySelector('section')!.append(host);
    await waitUntil(() => host.shown === 'Nächste Seite', `shows "${host.shown}"`);
  });
});
