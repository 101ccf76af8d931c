import { css } from 'lit';

/**
 * The detail's shapes while it loads (detail-skeleton.ts), and the detail's box and back link:
 * they show before the detail's chunk (and its own styles, detail.styles.ts) has arrived, and
 * serve the loaded detail too.
 */
export const detailSkeletonStyles = css`
  .detail {
    padding: calc(var(--_space) * 1.5);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .back-link {
    color: var(--_link);
  }
  .back-link::before {
    content: '← ';
  }
  /* The arrow points back in the reading direction. */
  .back-link:dir(rtl)::before {
    content: '→ ';
  }
  .detail-loading {
    margin: calc(var(--_space) * 0.75) 0 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .detail-loading:empty {
    display: none;
  }
  /* As tall as the detail's own parts: the title (1.75em, 1.2 high), the posted line, the facts,
     the Apply button (2.75rem), the description's lines (1.6 high). */
  .detail-skeleton {
    animation: pulse 1.6s ease-in-out 0.5s infinite;
  }
  .bone {
    border-radius: calc(var(--_radius) / 2);
    background: var(--_border);
    opacity: 0.6;
  }
  .bone-title {
    inline-size: min(24rem, 70%);
    block-size: 1.75em;
    margin: calc(var(--_space) * 0.75) 0;
  }
  .bone-line {
    block-size: 0.9em;
    margin-block: 0.35em;
  }
  .bone-short {
    inline-size: min(9rem, 40%);
    margin-block-end: calc(var(--_space) * 0.75);
  }
  .bone-facts {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) * 0.5) calc(var(--_space) * 2);
    margin: 0 0 calc(var(--_space) * 1.25);
  }
  .bone-fact {
    inline-size: 7rem;
    block-size: 2.4em;
  }
  .bone-button {
    inline-size: 11rem;
    block-size: 2.75rem;
    background: var(--_accent);
    opacity: 0.35;
  }
  .bone-text {
    max-inline-size: var(--job-board-measure, 70ch);
    margin-block-start: calc(var(--_space) * 1.5);
  }
  .bone-text .bone-line:nth-child(3n + 2) {
    inline-size: 86%;
  }
  .bone-text .bone-line:last-child {
    inline-size: 55%;
  }
  @media (forced-colors: active) {
    .bone {
      background: GrayText;
    }
  }
`;
