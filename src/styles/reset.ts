import { css } from 'lit';

/**
 * The one reset every element shares: border-box sizing, a `[hidden]` that always hides, and the
 * inherited text-layout properties the elements' own layout relies on, which a host page sets for
 * its own text (the Vite templates' `#root` centres everything; a `white-space: pre` ancestor
 * would show the templates' line breaks). Font and colour stay inherited, as the contract says.
 */
export const resetStyles = css`
  :host {
    box-sizing: border-box;
    text-align: start;
    text-indent: 0;
    text-transform: none;
    letter-spacing: normal;
    word-spacing: normal;
    white-space: normal;
    line-height: 1.5;
  }
  /* Words from the API in their own direction (dir="auto": an English title on an Arabic page reads
     left to right) still align with the page, not with themselves: start is the page's start.
     match-parent resolves against the parent's direction. Chromium computes the unprefixed value
     to the element's own start and honours only -webkit-match-parent, which comes second so it
     wins where known. */
  [dir='auto'] {
    text-align: match-parent;
    text-align: -webkit-match-parent;
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
  /* Elements only: a universal ::before/::after rule has the browser work out both pseudo-elements'
     styles for every element, only to find no content. The one pseudo-element with a box (the
     filter's chevron) inherits it itself. */
  * {
    box-sizing: inherit;
  }
`;
