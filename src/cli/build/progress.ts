/**
 * What the build command says while it works on a board with many posts, on stderr (stdout stays
 * free for a pipe): in a terminal, one line counting up in place (`Rendering pages… 87/183`); in a
 * log (CI, a cron job's mail), where `\r` would pile up as garbage, a line per tenth of the way at
 * most. Then one summary line of what changed, which is what a scheduled rebuild's log is read for.
 */

export interface ProgressOptions {
  /** Where the text goes: the command's stderr. */
  stderr: (text: string) => void;
  /** Whether stderr is a terminal (`process.stderr.isTTY`): only then is a line redrawn in place. */
  isTTY: boolean;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

export interface SummaryCounts {
  written: number;
  unchanged: number;
  removed: number;
  /** How long the whole command took. */
  ms: number;
  /** The feed the build wrote (or found unchanged): its file, its format's name, its number of jobs. */
  feed?: { path: string; format: string; items: number };
  /** Closed roles' pages kept and removed (closed-roles.ts); said only when there are any. */
  closed?: { kept: number; removed: number };
}

export interface Progress {
  /** Starts a step, e.g. `start('Fetching job posts', 174)`; the total may come later, with `update`. */
  start(label: string, total?: number): void;
  /** `done` of the step's items are finished (of `total`, when now known). */
  update(done: number, total?: number): void;
  /** Ends the step: its last count stays on screen. */
  end(): void;
  /**
   * Ends the step because the command failed: its count is taken off a terminal's line and not
   * written to a log, so the error follows no count that reads like progress (`Reading the listing… 0`).
   */
  fail(): void;
  /** Writes the summary line (ending any step still running). */
  summary(counts: SummaryCounts): void;
}

/** A terminal's "erase to the end of the line": a shorter count leaves no digits of a longer one. */
const ERASE_LINE_END = '\x1b[K';
/** A terminal is redrawn at most this often: thousands of redraws a second only cost time. */
const REDRAW_MS = 50;

const number = (value: number): string => value.toLocaleString('en');

/** A duration as people read it: `0.8 s`, `4.1 s`, `2 min 5 s`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  // Not "60.0 s": from 59.95 s on, minutes.
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/**
 * `Wrote 12 pages, 171 unchanged, 2 removed, in 4.1 s. Feed: feed.xml, 183 jobs (RSS 2.0).
 * Closed roles: 3 pages kept, 1 removed.`
 */
export function summaryText(counts: SummaryCounts): string {
  const { written, feed, closed } = counts;
  const pages = `Wrote ${number(written)} ${written === 1 ? 'page' : 'pages'}, ${number(counts.unchanged)} unchanged, ${number(counts.removed)} removed, in ${formatDuration(counts.ms)}.`;
  const withFeed = feed ? `${pages} Feed: ${feed.path}, ${number(feed.items)} ${feed.items === 1 ? 'job' : 'jobs'} (${feed.format}).` : pages;
  if (!closed || closed.kept + closed.removed === 0) return withFeed;
  return `${withFeed} ${number(closed.kept)} closed-role ${closed.kept === 1 ? 'page' : 'pages'} kept, ${number(closed.removed)} removed.`;
}

/** The reporter for one run of the command. */
export function createProgress({ stderr, isTTY, now = () => performance.now() }: ProgressOptions): Progress {
  let step: { label: string; done: number; total: number | undefined; shownAt: number; shownTenth: number; shownDone: number | undefined } | undefined;

  const line = (): string => {
    const { label, done, total } = step!;
    return `${label}… ${number(done)}${total === undefined ? '' : `/${number(total)}`}`;
  };
  const show = (): void => {
    step!.shownDone = step!.done;
    if (isTTY) stderr(`\r${line()}${ERASE_LINE_END}`);
    else stderr(`${line()}\n`);
  };
  const tenth = (done: number, total: number | undefined): number => (total === undefined ? -1 : total === 0 ? 10 : Math.floor((done * 10) / total));

  const progress: Progress = {
    start(label, total) {
      progress.end();
      step = { label, done: 0, total, shownAt: now(), shownTenth: 0, shownDone: undefined };
      // A terminal shows the step at once; a log waits for the first tenth, so a quick step is one line.
      if (isTTY) show();
    },
    update(done, total) {
      if (!step) return;
      step.done = done;
      if (total !== undefined) step.total = total;
      if (isTTY) {
        if (now() - step.shownAt < REDRAW_MS && done !== step.total) return;
        step.shownAt = now();
        show();
        return;
      }
      const reached = tenth(done, step.total);
      if (reached > step.shownTenth) {
        step.shownTenth = reached;
        show();
      }
    },
    end() {
      if (!step) return;
      if (step.shownDone !== step.done) show();
      if (isTTY) stderr('\n');
      step = undefined;
    },
    fail() {
      if (step && isTTY) stderr(`\r${ERASE_LINE_END}`);
      step = undefined;
    },
    summary(counts) {
      progress.end();
      stderr(`${summaryText(counts)}\n`);
    },
  };
  return progress;
}
