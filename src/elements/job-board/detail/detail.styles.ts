import { css } from 'lit';

/**
 * The detail view's own rules, loaded with its chunk and adopted into the board's shadow root
 * then; the rules both views share (buttons, the Apply fill, status texts) stay in the board's.
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
  .apply-link {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  .description {
    margin-block-start: calc(var(--_space) * 1.5);
    overflow-wrap: break-word;
  }
  .description a {
    color: var(--_link);
  }
  .plain-text {
    white-space: pre-line;
  }
`;
