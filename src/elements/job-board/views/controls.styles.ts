import { css } from 'lit';

/**
 * The "Filters" disclosure (controls-view.ts): on a phone, the button beside the search and the
 * board's filters folded behind it until it opens them; on a wider screen no button, and the
 * filters always show. By the viewport, as the entries' narrow layout is (job-board.styles.ts).
 */
export const controlsStyles = css`
  .filters-button {
    display: none;
  }
  @media (max-width: 32rem) {
    .filters-button {
      display: inline-flex;
      align-items: center;
      gap: 0.375rem;
      flex: none;
      white-space: nowrap;
    }
    .filters-button::after {
      content: '';
      inline-size: 0.4em;
      block-size: 0.4em;
      border: solid currentColor;
      border-width: 0 2px 2px 0;
      transform: translateY(-25%) rotate(45deg);
    }
    .filters-button[aria-expanded='true']::after {
      transform: translateY(25%) rotate(-135deg);
    }
    /* Beside the button: the search takes the rest of the line. */
    .controls ::slotted(job-board-search) {
      flex: 1 1 9rem;
    }
    /* Opened, the filters start below the button, a line each, as wide as each other. */
    .controls ::slotted(job-board-filter),
    .controls ::slotted(job-board-workplace-filter) {
      flex-basis: 100%;
    }
    .controls.collapsed ::slotted(job-board-filter),
    .controls.collapsed ::slotted(job-board-workplace-filter) {
      display: none !important;
    }
  }
`;
