import { css } from 'lit';

/** The one reset every element shares: border-box sizing and a `[hidden]` that always hides. */
export const resetStyles = css`
  :host {
    box-sizing: border-box;
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;
