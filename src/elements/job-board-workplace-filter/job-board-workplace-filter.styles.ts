import { css } from 'lit';

export const workplaceFilterStyles = css`
  :host {
    display: block;
    /* Native fields and check boxes in the page's scheme: dark boxes on a dark theme. Unset (no
       --job-board-color-scheme), the declaration is invalid and the inherited scheme stays. */
    color-scheme: var(--job-board-color-scheme);
  }

  /* Hidden by its board while it has nothing to search (a setup mistake, a first load that failed),
     apart from the page's own hidden attribute; !important as the reset's [hidden] is. */
  :host([board-hidden]) {
    display: none !important;
  }
  /* Folded behind the board's "Filters" button, below the board's narrow width (its controls.styles.ts). */
  @media (max-width: 32rem) {
    :host([board-folded]) {
      display: none !important;
    }
  }

  .fieldset {
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }

  .legend {
    margin-block-end: calc(var(--_space) * 0.375);
    padding: 0;
    font-size: 0.875em;
    font-weight: 600;
    line-height: 1.3;
  }

  .options {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) * 0.5);
  }

  /* On a phone the control takes its row and the pills wrap as even columns, not as a ragged row. */
  @media (max-width: 30rem) {
    :host {
      flex-basis: 100%;
    }
    .options {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    }
  }

  /* A pill: the whole label is the hit target; its radius follows the theme's (0 stays square). */
  .option {
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
    min-block-size: 2.75rem;
    padding-block: 0.25rem;
    padding-inline: calc(var(--_space) * 0.75) calc(var(--_space) * 1);
    line-height: 1.2;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 4);
    cursor: pointer;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
    transition:
      background-color 120ms ease-out,
      border-color 120ms ease-out;
  }

  .option:hover {
    border-color: color-mix(in srgb, currentColor 45%, transparent);
  }

  /* Checked: accent border and tint, and the native check mark stays visible (not colour alone).
     The border width and font weight never change, so toggling never moves anything. */
  .option:has(.checkbox:checked) {
    background: color-mix(in srgb, var(--_link) 12%, transparent);
    border-color: var(--_link);
  }

  .option:has(.checkbox:focus-visible) {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }

  .checkbox {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: var(--_accent);
    cursor: inherit;
  }

  /* The ring sits on the whole pill (above); a second one on the box would be noise. */
  .checkbox:focus-visible {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    .option {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .option,
    .option:hover {
      border-color: CanvasText;
    }
    .option:has(.checkbox:checked) {
      border-color: Highlight;
      outline: 1px solid Highlight;
      outline-offset: -3px;
    }
    .option:has(.checkbox:focus-visible) {
      outline: 2px solid Highlight;
      outline-offset: 2px;
    }
  }
`;
