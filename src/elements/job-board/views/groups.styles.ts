import { css } from 'lit';

/** The grouped listing (`group-by`): its jump links, the groups' spacing, and their headings (the links' targets). */
export const groupsStyles = css`
  .group-nav {
    margin-block-end: calc(var(--_space) * 1.25);
  }
  .group-nav-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .group-nav-link {
    display: inline-block;
    padding: 0.25rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
    color: var(--_link);
    font-size: 0.9375em;
    text-decoration: none;
  }
  .group-nav-link:hover {
    border-color: var(--_link);
    text-decoration: underline;
  }
  .group + .group {
    margin-block-start: calc(var(--_space) * 1.75);
  }
  .group-heading {
    margin: 0 0 calc(var(--_space) * 0.625);
    font-size: 1.25em;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  /* A jump link's target: a little room above it when scrolled to, and focused for screen readers
     and the keyboard's next Tab, ringed only for the keyboard (the theme's :focus-visible). */
  .group-heading {
    scroll-margin-block-start: var(--_space);
  }
  .group-heading:focus:not(:focus-visible) {
    outline: none;
  }
`;
