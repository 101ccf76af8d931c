import { css } from 'lit';

/**
 * The pager on a phone: where the visitor is ("Page 2 of 9") on a line of its own, above the two
 * steps on one line; the page numbers, too many for the width, give way. A line of its own, as the
 * three side by side outgrow 360 px in most languages. By the viewport, as the entries' narrow
 * layout is (see job-board.styles.ts).
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
      display: block;
      order: -1;
      flex-basis: 100%;
      text-align: center;
      font-variant-numeric: tabular-nums;
    }
  }
`;
