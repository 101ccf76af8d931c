import { css } from 'lit';

/**
 * The pager on a phone: the two steps and where the visitor is ("Page 2 of 9") between them, on
 * one line; the page numbers, too many for the width, give way. By the viewport, as the entries'
 * narrow layout is (see job-board.styles.ts).
 */
export const pagerStyles = css`
  .page-of {
    display: none;
  }
  @media (max-width: 32rem) {
    .pages {
      display: none;
    }
    .page-of {
      display: inline;
      align-self: center;
      padding-inline: 0.25rem;
      white-space: nowrap;
      font-variant-numeric: tabular-nums;
    }
  }
`;
