import { css } from 'lit';

/** The field matches `<job-board-search>`'s: same label, height, padding, border, radius and focus ring. */
export const filterStyles = css`
  :host {
    display: block;
    /* Native fields and check boxes in the page's scheme: dark boxes on a dark theme. Unset (no
       --job-board-color-scheme), the declaration is invalid and the inherited scheme stays. */
    color-scheme: var(--job-board-color-scheme);
    /* In the board's row of controls: as wide as it needs, and the whole row where it wraps, so
       the filters line up at 360 px rather than ending at their own ragged widths. */
    flex: 1 1 11rem;
  }

  /* Hidden by its board (too many posts to filter locally), apart from the page's own hidden attribute;
     !important as the reset's [hidden] is, so a page's display rule can't bring it back. */
  :host([board-hidden]) {
    display: none !important;
  }
  /* Folded behind the board's "Filters" button, below the board's narrow width (its controls.styles.ts). */
  @media (max-width: 32rem) {
    :host([board-folded]) {
      display: none !important;
    }
  }

  /* The label above the select, as in the search element: it fits at 360 px whatever its length. */
  .field {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 0.375);
  }

  .control {
    position: relative;
  }

  .label {
    font-size: 0.875em;
    font-weight: 600;
    line-height: 1.3;
  }

  /* Still a native select (keyboard, screen readers, the platform's own picker); only its box is
     drawn here, so it looks the same in every browser. */
  .select {
    appearance: none;
    display: block;
    inline-size: 100%;
    min-block-size: 2.75rem;
    margin: 0;
    padding-block: calc(var(--_space) * 0.5);
    padding-inline: calc(var(--_space) * 0.75) calc(var(--_space) * 0.75 + 1.25em);
    font: inherit;
    line-height: 1.3;
    color: inherit;
    text-overflow: ellipsis;
    background: var(--_background);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
    transition: border-color 120ms ease-out;
  }

  /* The picker's list is drawn by the browser on its own background, which follows the page's
     color-scheme: the options take that scheme's text colour, not the page's inherited one
     (white text on a dark page that declares no color-scheme would vanish on a light list). */
  .select option {
    color: CanvasText;
    background-color: Canvas;
  }

  .select:hover {
    border-color: color-mix(in srgb, currentColor 45%, transparent);
  }

  .select:focus-visible {
    border-color: var(--_link);
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }

  /* The chevron: two borders of a rotated box in the text colour, drawn over the select's end and
     transparent to the pointer, so a click on it opens the select. Borders, not an image, so it
     takes the system colour in forced colours. Physical sides: it points down in RTL too. */
  .control::after {
    content: '';
    box-sizing: inherit;
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: calc(var(--_space) * 0.75 + 0.125em);
    inline-size: 0.5em;
    block-size: 0.5em;
    border-bottom: 2px solid currentColor;
    border-right: 2px solid currentColor;
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }

  @media (prefers-reduced-motion: reduce) {
    .select {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .select,
    .select:hover,
    .control::after {
      border-color: CanvasText;
    }
  }
`;
