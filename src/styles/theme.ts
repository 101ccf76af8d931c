import { css } from 'lit';

/**
 * The theme: about ten `--job-board-*` custom properties read on `:host`, each with a default that
 * blends into the host page. Colours derive from `currentColor` so the board stays readable on
 * light and dark pages alike without configuration; every element reads the same `--_` copies.
 */
export const themeStyles = css`
  :host {
    --_font-family: var(--job-board-font-family, inherit);
    --_color: var(--job-board-color, inherit);
    --_muted: var(--job-board-muted-color, color-mix(in srgb, currentColor 68%, transparent));
    --_background: var(--job-board-background, transparent);
    --_surface: var(--job-board-surface, color-mix(in srgb, currentColor 4%, transparent));
    --_border: var(--job-board-border-color, color-mix(in srgb, currentColor 22%, transparent));
    --_accent: var(--job-board-accent, LinkText);
    --_accent-contrast: var(--job-board-accent-contrast, Canvas);
    --_radius: var(--job-board-radius, 0.5rem);
    --_space: var(--job-board-spacing, 1rem);
    --_focus-ring: var(--job-board-focus-ring, 2px solid var(--_accent));
    font-family: var(--_font-family);
    color: var(--_color);
  }
  :focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    :host {
      --_accent: LinkText;
      --_accent-contrast: Canvas;
      --_border: CanvasText;
      --_muted: CanvasText;
    }
  }
`;
