import { css } from 'lit';

/**
 * The entries' texts from the API read in their own direction (`dir="auto"`) but line up with the
 * board: an English title on an Arabic page starts at the right like the rest of the page, rather
 * than at the left edge its own direction would put it. `match-parent` resolves `start` against
 * the link's direction, not the title's. Chromium (150) computes the unprefixed value to `start`,
 * the title's own, and honours only the prefixed one, which comes second so it wins where known.
 */
export const entryStyles = css`
  .item-title {
    text-align: match-parent;
    text-align: -webkit-match-parent;
  }
`;
