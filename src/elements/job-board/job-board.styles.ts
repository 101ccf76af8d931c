import { css } from 'lit';

export const boardStyles = css`
  :host {
    display: block;
    background: var(--_background);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: end;
    margin-block-end: var(--_space);
  }
  .controls ::slotted(job-board-search) {
    flex: 1 1 16rem;
  }
  .listing {
    position: relative;
  }
  .progress {
    position: absolute;
    inset: 0 0 auto;
    height: 3px;
    border-radius: 3px;
    background: linear-gradient(90deg, transparent, var(--_link), transparent) 0 0 / 40% 100% no-repeat;
    animation: progress 1.1s ease-in-out infinite;
  }
  @keyframes progress {
    from { background-position: -40% 0; }
    to { background-position: 140% 0; }
  }
  /* Not the first entries shown while the rest of the answer downloads (renderPreview): they are
     the listing's own, not an old one. */
  .listing[aria-busy='true'] .list:not(.arriving) {
    opacity: 0.55;
    transition: opacity 0.2s 0.15s;
  }
  .summary {
    margin: 0 0 calc(var(--_space) * 0.75);
    color: var(--_muted);
    font-size: 0.9375em;
  }
  /* A closed job's notice, above the count in the same live region: the board's text size, set apart by the accent. */
  .notice {
    display: block;
    margin-block-end: calc(var(--_space) * 0.75);
    padding: calc(var(--_space) * 0.75) var(--_space);
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_link);
    border-radius: var(--_radius);
    background: var(--_surface);
    font-size: calc(1em / 0.9375);
    text-align: start;
  }
  .list {
    list-style: none;
    margin: 0;
    padding: 0;
    /* A column of flex boxes, not a grid: the same look, for less layout in the first frame. */
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 0.5);
  }
  .item-link {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem var(--_space);
    align-items: center;
    padding: calc(var(--_space) * 0.875) var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: inherit;
    text-decoration: none;
    transition: border-color 0.15s;
    /* The height taken for an entry not laid out yet (a long list's, below) and for a skeleton
       row: the content box of one line of title and one of meta (the badges sit beside them), then
       an entry's last real height. */
    contain-intrinsic-block-size: auto calc(3em + 0.25rem);
  }
  /* In a long list (listing-view.ts), an entry away from the viewport is not styled, laid out or
     painted inside until it comes near: on a page of 100 posts most of the render's cost. Not in a
     short one: there the browser lays the list out twice in its first frame (with every entry at
     that height, then the ones found near the viewport, most of a page of 20), and that second
     pass cost a slow phone's first listing frame more than the entries it skipped (20 entries at
     CPU x4: style and layout 190 ms with it, 171 ms without). On the link, not the item: the
     paint containment clips the link's children only, never its own border, focus ring or a
     page's ::part(item-link) shadow. */
  .long .item-link {
    content-visibility: auto;
  }
  .item-link:hover {
    border-color: var(--_link);
  }
  .item-title {
    font-weight: 600;
    font-size: 1.0625em;
    color: var(--_link);
    overflow-wrap: anywhere;
  }
  .item-meta {
    grid-column: 1;
    color: var(--_muted);
    font-size: 0.9375em;
  }
  /* show-pay: a line of its own below the meta line, in the text colour (a fact a visitor compares
     between entries, not a secondary one), its digits of one width so amounts line up. */
  .item-pay {
    grid-column: 1;
    font-size: 0.9375em;
    font-variant-numeric: tabular-nums;
  }
  /* Its line, and the gap above it, in the height taken for an entry not yet laid out, and in the
     skeleton's rows while the entries to come (with show-pay, most of them with pay) load. */
  .item-link.with-pay,
  :host([show-pay]) .skeleton {
    /* The title and meta lines (3em), the pay's (its font size at the line height of 1.5) and the
       two gaps between the three. */
    contain-intrinsic-block-size: auto calc(3em + 0.9375em * 1.5 + 0.5rem);
  }
  .badges {
    grid-column: 2;
    grid-row: 1 / span 2;
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    justify-content: end;
  }
  .badge {
    padding: 0.125rem 0.625rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
    font-size: 0.8125em;
    white-space: nowrap;
  }
  /* By the viewport, not the board's width: a container query on the board (container-type on
     :host) cost a cold render of 100 entries about 10 ms of layout, a third of it, as the browser
     styles the whole shadow tree again once it knows the board's width. */
  @media (max-width: 32rem) {
    .item-link {
      /* One column: a flex column lays it out as the grid did, for less (issue 36, A/B of a cold render). */
      display: flex;
      flex-direction: column;
      align-items: stretch;
      /* The badges' row below the meta, and the gap above it. */
      contain-intrinsic-block-size: auto calc(4.25em + 0.75rem);
    }
    .item-link.with-pay,
    :host([show-pay]) .skeleton {
      /* The title and meta lines (3em), the pay's, the badges' (a line, its padding and border)
         and the three gaps between the four. */
      contain-intrinsic-block-size: auto calc(3em + 0.9375em * 1.5 + 0.8125em * 1.5 + 0.25rem + 2px + 0.75rem);
    }
    .badges {
      grid-column: 1;
      grid-row: auto;
      justify-content: start;
    }
  }
  /* Entries' shapes while the first listing loads: an entry's box, as tall as an entry not yet
     laid out (its contain-intrinsic-block-size), with a bar where its title will be. */
  .skeleton {
    contain: size;
    background: linear-gradient(var(--_border) 0 0) var(--_space) 30% / min(16rem, 50%) 0.8em no-repeat, var(--_surface);
  }
  /* Below the first entries shown while the rest of the answer downloads (listing-view.ts
     renderPreview), the others' shapes, one gap apart as the entries are. */
  .list + .skeletons {
    margin-block-start: calc(var(--_space) * 0.5);
  }
  /* The rows pulse together: one animation on their list rather than one per row, from half a
     second on (a fast answer never starts it): starting the animations cost a cold render about
     2 ms. The list is dimmed while busy (opacity 0.55, above); the pulse halves that, as it halved
     each row before. */
  .skeletons {
    animation: pulse 1.6s ease-in-out 0.5s infinite;
  }
  @keyframes pulse {
    50% { opacity: 0.275; }
  }
  .status {
    margin: 0;
    padding: calc(var(--_space) * 1.5) var(--_space);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    text-align: center;
    color: var(--_muted);
  }
  .status.error {
    border-style: solid;
    color: inherit;
  }
  .status p {
    margin: 0 0 0.75rem;
  }
  .status p:last-child {
    margin: 0;
  }
  .button,
  .page-button {
    font: inherit;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.5rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .pagination {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    align-items: center;
    justify-content: center;
    margin-block-start: calc(var(--_space) * 1.25);
  }
  .pages {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .gap {
    align-self: center;
    padding-inline: 0.25rem;
    color: var(--_muted);
  }
  .page-button[aria-current='page'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-contrast);
    font-weight: 600;
  }
  .page-button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }
  .page-button:not([aria-disabled='true'], [aria-current='page']):hover {
    border-color: var(--_link);
  }
  /* Focused on return (for screen readers), ringed only for the keyboard (the theme's :focus-visible). */
  .summary:focus:not(:focus-visible) {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    .progress {
      animation: none !important;
      transition: none !important;
    }
    .progress {
      background: var(--_link);
      opacity: 0.5;
    }
  }
  @media (forced-colors: active) {
    .page-button[aria-current='page'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
      border-color: Highlight;
    }
    .progress {
      background: Highlight;
    }
  }
  /* The pager as links (routing="path"): the same boxes as its buttons. */
  a.page-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-decoration: none;
    line-height: normal;
  }
`;
