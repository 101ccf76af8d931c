/**
 * The detail's Copy link button: the job's one URL (job-url.ts) through the system's share sheet
 * on a touch-first device that has one, to the clipboard elsewhere, announced in a live region.
 * Where the clipboard is refused or missing (an insecure page, a permissions policy, an old
 * browser), the link shows in a read-only field, selected, for the visitor to copy themselves.
 */
import { html, isServer, nothing, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import type { JobBoardStrings } from '../../../i18n/strings.js';
import { jobUrl, type RoutedHost } from './job-url.js';

export interface ShareState {
  /** The post this state belongs to: another post starts afresh. */
  id: string;
  /** What the live region says. */
  announcement: string;
  /** The URL shown in the fallback field, while it shows. */
  fallback?: string | undefined;
  /** The fallback field is to take focus when it next shows, its link selected. */
  focusFallback?: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/** How long "Link copied" stays on screen; the live region has spoken by then. */
const ANNOUNCEMENT_MS = 5_000;

/** What the button needs of the detail view: where its state is kept, the board's routing, and a render. */
export interface ShareInput {
  /** Where a board keeps its share state between renders (its detail view's memory). */
  memory: { share?: ShareState };
  routing: RoutedHost;
  /** The page's address, which the job's link is made from. */
  page: URL;
  /** The state changed: render again. */
  requestUpdate(): void;
}

function stateOf(memory: ShareInput['memory'], id: string): ShareState {
  let state = memory.share;
  if (state?.id !== id) {
    if (state) clearTimeout(state.timer);
    state = { id, announcement: '' };
    memory.share = state;
  }
  return state;
}

/**
 * The button, its live region and, after a refused copy, the field with the link. Nothing where
 * the board does not route: its URL names no job, so there is no link to share.
 *
 * Rendered on the server (renderJobBoard, the static build), the button can't copy anything until
 * the board takes the page over, and never without JavaScript: it keeps its place there, unseen and
 * out of reach (`visibility: hidden`: no focus, no click, not read out), and the live board shows
 * it in that same place. Left out of the server's markup or `hidden`, it would push the row's
 * content aside (or, wrapped on a phone, down) when it appears: a layout shift on every takeover.
 */
export function renderShare(input: ShareInput, id: string, title: string, strings: JobBoardStrings): TemplateResult | typeof nothing {
  if (jobUrl(input.routing, id, input.page) === undefined) return nothing;
  const state = stateOf(input.memory, id);
  return html`
    <button
      part="share-button"
      class="button share-button"
      type="button"
      style=${isServer ? 'visibility:hidden' : nothing}
      @click=${() => void share(input, id, title, strings)}
    >${strings.share}</button>
    <span part="share-status" class="share-status" role="status">${state.announcement}</span>
    ${state.fallback === undefined
      ? nothing
      : html`<label part="share-fallback" class="share-fallback">${strings.shareFallback}<input part="share-url" class="share-url" readonly .value=${state.fallback} ${ref((field) => focusFallback(state, field))} /></label>`}
  `;
}

/** Focuses the fallback field and selects its link, once, when it has just been shown after a refused copy. */
function focusFallback(state: ShareState, field: Element | undefined): void {
  if (!state.focusFallback || !(field instanceof HTMLInputElement)) return;
  state.focusFallback = false;
  // The field is put into the page once this render has committed.
  queueMicrotask(() => {
    field.focus();
    field.select();
  });
}

/** Shares or copies the link; never rejects (a click handler has nobody to report to). */
async function share(input: ShareInput, id: string, title: string, strings: JobBoardStrings): Promise<void> {
  const url = jobUrl(input.routing, id, input.page);
  if (url === undefined) return;
  const { memory } = input;
  const state = stateOf(memory, id);
  clearTimeout(state.timer);
  // Emptied first, so a second copy is announced again.
  state.announcement = '';
  input.requestUpdate();
  let done: boolean;
  try {
    done = await viaShareSheet(title, url);
    if (!done) {
      await navigator.clipboard.writeText(url);
      done = true;
    }
  } catch (error) {
    // The visitor closed the share sheet: nothing to do and nothing to say.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    done = false;
  }
  if (stateOf(memory, id) !== state) return;
  if (done) {
    state.fallback = undefined;
    state.announcement = strings.shared;
    state.timer = setTimeout(() => {
      state.announcement = '';
      input.requestUpdate();
    }, ANNOUNCEMENT_MS);
    input.requestUpdate();
    return;
  }
  state.fallback = url;
  state.focusFallback = true;
  input.requestUpdate();
}

/**
 * The system's share sheet, on a touch-first device (a phone: where sharing to an app is what
 * people want; on a desktop the sheet is a detour from the clipboard). False where there is none,
 * or it failed for another reason than the visitor closing it (then the clipboard is tried).
 */
async function viaShareSheet(title: string, url: string): Promise<boolean> {
  if (typeof navigator.share !== 'function' || !matchMedia('(pointer: coarse)').matches) return false;
  try {
    await navigator.share({ title, url });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return false;
  }
}
