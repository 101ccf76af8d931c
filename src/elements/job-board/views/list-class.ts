/**
 * The most entries a list shows without skipping the far ones' rendering (the styles' `.long`,
 * job-board.styles.ts says why): the default page of 20, and a little more, lays out faster whole.
 */
const SHORT_LIST = 30;

/** The class of a list of `entries` entries: `long` past SHORT_LIST. */
export const listClass = (entries: number): string => (entries > SHORT_LIST ? 'list long' : 'list');
