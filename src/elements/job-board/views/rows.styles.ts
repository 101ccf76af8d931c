import { css } from 'lit';

/**
 * `layout="rows"`: the entries as a list of rows between hairlines rather than cards. On a wide
 * screen each is one line (title, department · offices, pay, badges) at most 56 px tall, its title
 * and meta line cut with an ellipsis rather than wrapped (the whole title is still the link's
 * accessible name and the detail's heading); on a narrower one the card's arrangement comes back,
 * inside the rows' lines.
 */
export const rowsStyles = css`
  :host([layout='rows']) .list {
    gap: 0;
  }
  :host([layout='rows']) .item-link {
    border-width: 0 0 1px;
    border-radius: 0;
    background: transparent;
  }
  :host([layout='rows']) .item:first-child > .item-link,
  :host([layout='rows']) .skeleton:first-child {
    border-block-start-width: 1px;
  }
  :host([layout='rows']) .item-link:hover {
    border-color: var(--_border);
    background: var(--_surface);
  }
  /* Inside the row, not over its neighbours' lines. */
  :host([layout='rows']) .item-link:focus-visible {
    outline-offset: -2px;
  }
  /* By the viewport, as the cards' own breakpoint (job-board.styles.ts says why). */
  @media (min-width: 48rem) {
    :host([layout='rows']) .item-link {
      /* The title's column is as wide on every row, so the titles and meta lines line up. */
      grid-template-columns: minmax(0, 42%) minmax(0, 1fr) auto auto;
      padding-block: calc(var(--_space) * 0.5);
      /* One line: the title's (its font size at the line height of 1.5), as tall as a badge. */
      contain-intrinsic-block-size: auto calc(1.0625em * 1.5);
    }
    :host([layout='rows']) .item-title,
    :host([layout='rows']) .item-meta {
      grid-row: 1;
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    :host([layout='rows']) .item-meta {
      grid-column: 2;
    }
    :host([layout='rows']) .item-pay {
      grid-row: 1;
      grid-column: 3;
      white-space: nowrap;
    }
    :host([layout='rows']) .badges {
      grid-row: 1;
      grid-column: 4;
      flex-wrap: nowrap;
    }
    :host([layout='rows']) .skeleton {
      background-position-y: 50%, 0;
    }
  }
`;
