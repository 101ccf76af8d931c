import { css } from 'lit';

export const searchStyles = css`
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

  .form {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 0.375);
    margin: 0;
  }

  .label {
    font-size: 0.875em;
    font-weight: 600;
    line-height: 1.3;
  }

  .input {
    appearance: none;
    inline-size: 100%;
    min-block-size: 2.75rem;
    margin: 0;
    padding: calc(var(--_space) * 0.5) calc(var(--_space) * 0.75);
    font: inherit;
    color: inherit;
    background: var(--_background);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    transition: border-color 120ms ease-out;
  }

  .input::placeholder {
    color: var(--_muted);
    opacity: 1;
  }

  .input:hover {
    border-color: color-mix(in srgb, currentColor 45%, transparent);
  }

  .input:focus-visible {
    border-color: var(--_link);
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    .input {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .input,
    .input:hover {
      border-color: CanvasText;
    }
    .input::placeholder {
      color: GrayText;
    }
  }
`;
