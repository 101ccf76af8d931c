import { css } from 'lit';

/**
 * The theme: about ten `--job-board-*` custom properties read on `:host`, each with a default that
 * blends into the host page. Colours derive from `currentColor` so the board stays readable on
 * light and dark pages alike without configuration; every element reads the same `--_` copies.
 *
 * Text keeps the page's own contrast: CSS can't read the background behind the board, so any
 * lighter shade of the text colour, or any tint under the text, could take a page whose text just
 * passes WCAG AA below it (the Vite React starter's #6b6375 on #f9f9fa, 5.4:1, became 2.8:1 as
 * muted text at 68%). Secondary text is set apart by size and weight instead, and entries by their
 * borders; a site that knows its colours sets `--job-board-muted-color` and `--job-board-surface`.
 */
export const themeStyles = css`
  :host {
    --_muted: var(--job-board-muted-color, currentColor);
    --_background: var(--job-board-background, transparent);
    --_surface: var(--job-board-surface, transparent);
    --_border: var(--job-board-border-color, color-mix(in srgb, currentColor 22%, transparent));
    /* Fills (the current page, Apply): the system link colour, under its own text colour. */
    --_accent: var(--job-board-accent, LinkText);
    --_accent-contrast: var(--job-board-accent-contrast, Canvas);
    /* The accent as text or line on the page (titles, links, borders, focus): half the text colour,
       so it stays readable on a dark page that does not declare color-scheme: dark, where LinkText
       is still #0000EE (1.9:1 on #111). currentColor resolves where it is used: the text there. */
    --_link: var(--job-board-accent, color-mix(in oklab, LinkText 50%, currentColor));
    --_radius: var(--job-board-radius, 0.5rem);
    --_space: var(--job-board-spacing, 1rem);
    --_focus-ring: var(--job-board-focus-ring, 2px solid var(--_link));
    font-family: var(--job-board-font-family, inherit);
    color: var(--job-board-color, inherit);
  }
  :focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    :host {
      --_accent: LinkText;
      --_accent-contrast: Canvas;
      --_link: LinkText;
      --_border: CanvasText;
      --_muted: CanvasText;
    }
  }
`;
