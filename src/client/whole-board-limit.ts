/**
 * Above this many open posts a board stays paged: loading them all would cost more than it helps.
 * A module of its own, so the board's entry can read it without carrying whole-board mode's code,
 * which comes as a chunk.
 */
export const WHOLE_BOARD_MAX_POSTS = 1000;

/** The largest page the API serves: whole-board mode loads every post in the fewest requests. */
export const WHOLE_BOARD_PAGE_LIMIT = 100;

/**
 * The most listing requests one whole-board load makes, whatever the API says: as many as
 * {@link WHOLE_BOARD_MAX_POSTS} posts take at the largest page, so an answer claiming
 * `total_pages: 1e9` costs each visitor at most 10 requests, not a frozen tab (issue 20, item 5).
 */
export const WHOLE_BOARD_MAX_PAGES = Math.ceil(WHOLE_BOARD_MAX_POSTS / WHOLE_BOARD_PAGE_LIMIT);

/**
 * The most posts of one source's board (Greenhouse, Lever, Ashby) a board keeps, in the vendor's
 * order. The whole board comes in one answer whatever its size (the biggest public boards hold
 * about 850 jobs), so {@link WHOLE_BOARD_MAX_POSTS}, a bound on requests, does not apply to it;
 * this one keeps a runaway answer from making every keystroke of the search slow on a phone.
 */
export const SOURCE_MAX_POSTS = 5000;
