import { css } from 'lit';

/** The grouped listing's rules, loaded with whole-board mode's chunk. */
export const groupStyles = css`
  .group + .group {
    margin-block-start: calc(var(--_space) * 1.75);
  }
  .group-heading {
    margin: 0 0 calc(var(--_space) * 0.625);
    font-size: 1.25em;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;
