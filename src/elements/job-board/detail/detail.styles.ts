import { css } from 'lit';

/**
 * The detail view's own rules, loaded with its chunk and adopted into the board's shadow root
 * then. The rules both views share (buttons, status texts) stay in the board's, and so does the
 * detail's shell (its box and back link): it shows before this chunk has arrived, in the
 * loading skeleton (views/detail-skeleton.styles.ts).
 */
export const detailStyles = css`
  .detail-title {
    margin: calc(var(--_space) * 0.75) 0;
    font-size: 1.75em;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  /* Focused on open (for screen readers), ringed only for the keyboard. */
  .detail-title:focus {
    outline: none;
  }
  .detail-title:focus-visible {
    outline: var(--_focus-ring);
  }
  .posted {
    margin: calc(var(--_space) * -0.5) 0 calc(var(--_space) * 0.75);
    color: var(--_muted);
    font-size: 0.875em;
  }
  .pay {
    margin: 0 0 calc(var(--_space) * 0.75);
    padding: 0;
    list-style: none;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) * 0.5) calc(var(--_space) * 2);
    margin: 0 0 calc(var(--_space) * 1.25);
  }
  .facts dt {
    color: var(--_muted);
    font-size: 0.8125em;
  }
  .facts dd {
    margin: 0;
    font-weight: 500;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) * 0.5) calc(var(--_space) * 0.75);
    align-items: center;
  }
  .actions:empty,
  /* A description the sanitiser left empty: no second Apply right under the first. */
  .description:empty + .actions {
    display: none;
  }
  .description + .actions {
    margin-block-start: calc(var(--_space) * 1.5);
  }
  /* A button's shape with the current page's fill, as in the board's pager. */
  .apply-link {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.5rem 0.875rem;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_accent-contrast);
    font-weight: 600;
    text-decoration: none;
  }
  @media (forced-colors: active) {
    .apply-link {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
      border-color: Highlight;
    }
  }
  /* The board's secondary button (.button: outlined, transparent), beside the filled Apply. */
  .share-button {
    font-weight: 500;
  }
  .share-button:hover {
    border-color: var(--_link);
  }
  .share-status {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .share-fallback {
    display: grid;
    gap: 0.25rem;
    flex-basis: 100%;
  }
  .share-url {
    font: inherit;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    /* The page's colours, not the browser's white field on a dark page. */
    background: transparent;
    color: inherit;
    color-scheme: var(--job-board-color-scheme);
  }
  /* A readable measure: about 70 characters a line, however wide the board. */
  .description {
    max-inline-size: var(--job-board-measure, 70ch);
    margin-block-start: calc(var(--_space) * 1.5);
    line-height: 1.6;
    overflow-wrap: break-word;
  }
  .description a {
    color: var(--_link);
  }
  /* The description's headings stay below the job's title (1.75em), whatever level the ATS used. */
  .description :is(h1, h2, h3, h4, h5, h6) {
    margin: 1.5em 0 0.5em;
    line-height: 1.3;
  }
  .description h1 {
    font-size: 1.375em;
  }
  .description h2 {
    font-size: 1.25em;
  }
  .description h3 {
    font-size: 1.125em;
  }
  .description :is(h4, h5, h6) {
    font-size: 1em;
  }
  .description > :first-child {
    margin-block-start: 0;
  }
  .description :is(ul, ol) {
    padding-inline-start: 1.5em;
  }
  .description li + li {
    margin-block-start: 0.375em;
  }
  .description blockquote {
    margin: 1em 0;
    padding-inline-start: var(--_space);
    border-inline-start: 3px solid var(--_border);
    color: var(--_muted);
  }
  /* A wide table scrolls sideways inside the measure rather than widening the page. */
  .description table {
    display: block;
    max-inline-size: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: 1em 0;
  }
  .description :is(th, td) {
    padding: 0.375em 0.75em;
    border: 1px solid var(--_border);
    /* The description's alignment (the page's), not a header cell's centre. */
    text-align: -webkit-match-parent;
    text-align: match-parent;
    vertical-align: top;
  }
  .description th {
    font-weight: 600;
  }
  .plain-text {
    white-space: pre-line;
  }
  /* A description in the other direction than the page (English on an Arabic page): its lines read
     in their own direction but align with the page (the reset's [dir='auto'] rule), so its bullets,
     indents, quote bars and tables go to the page's start too, which is the description's end. */
  :host(:dir(rtl)) .description:dir(ltr) :is(ul, ol),
  :host(:dir(ltr)) .description:dir(rtl) :is(ul, ol) {
    padding-inline: 0 1.5em;
    list-style-position: inside;
  }
  :host(:dir(rtl)) .description:dir(ltr) blockquote,
  :host(:dir(ltr)) .description:dir(rtl) blockquote {
    padding-inline: 0 var(--_space);
    border-inline-start: 0;
    border-inline-end: 3px solid var(--_border);
  }
  :host(:dir(rtl)) .description:dir(ltr) table,
  :host(:dir(ltr)) .description:dir(rtl) table {
    inline-size: fit-content;
    margin-inline-start: auto;
  }
`;
