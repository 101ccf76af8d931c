/**
 * The script-tag build's entry (`dist/cdn/job-board.js`): registers `<job-board>` at once and
 * `<job-board-search>`, `<job-board-workplace-filter>` and `<job-board-filter>` from chunks of
 * their own, loaded when the page (or a board) holds one, so a board without controls never
 * downloads them. It exports
 * the board's class only: the controls' classes, the API client and the types come with the npm
 * entry (`job-board-element`) and `job-board-element/client`.
 */
import { defineControls } from './elements/job-board/control-loader.js';

export { JobBoard } from './elements/job-board/job-board.js';

// Module scripts run once the page is parsed: controls written in its HTML are found here.
void defineControls(document);
