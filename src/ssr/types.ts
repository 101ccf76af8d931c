/** `renderJobBoard`'s options and result (see index.ts). */

/** An attribute's value as a page writes it: `true` is present and empty; `false`, `null` and `undefined` leave it out. */
export type JobBoardAttributeValue = string | number | boolean | null | undefined;

export interface RenderJobBoardOptions {
  /**
   * The page's absolute URL, as the browser will see it: the board's view comes from it, as in
   * the browser (`routing="path"` and `base-path`: its path; `routing="query"` (the default): its
   * `jb-job`, `jb-page`, search and filter parameters). With `routing="hash"` or `"none"` the server
   * can't see the view: the render is the attributes' (the listing, page 1; for `none`, the `job`
   * attribute's job when set).
   *
   * Every link the render writes is made from it, so take its origin from the site's configuration
   * (`SITE_URL`), never from the request's `Host` or `X-Forwarded-*` headers. Only `http:` and
   * `https:` URLs are taken (any other is a TypeError); a user name and password in it are left out.
   */
  url: string | URL;
  /**
   * The board's attributes as the page writes them on `<job-board>`: `token` and `base-url`, or
   * `source` (`greenhouse:…`, `lever:…`, `ashby:…`); `routing`, `base-path`, `page-size`, `lang`…
   * The texts are in the board's `lang` (English without it: the render can't read the page's
   * `<html lang>`, so pass it). `timeout` (ms, default 15,000) bounds the data's requests, as
   * the board's.
   */
  attributes: Readonly<Record<string, JobBoardAttributeValue>>;
  /** The board's children as HTML: its controls (`<job-board-search>`…), the site's own slotted content. */
  children?: string;
  /**
   * The page's own title: the listing's `<title>`, and `{page}` in the board's `document-title`
   * (default `{job} – {page}`) for a job's. Without it the listing's head has no `<title>`.
   */
  pageTitle?: string;
  /** Aborts the render (its requests too): it then rejects with an `AbortError`. */
  signal?: AbortSignal;
  /**
   * Whether the render may use the API's answers other renders of this process received in the
   * last 60 seconds (default `true`): identical requests at once share one, and a board rendered
   * a hundred times a minute is asked for once. Keyed by the request itself (base URL or source,
   * path, query, token); bounded to 500 answers and 64 MB. `false` asks the API afresh, as for a
   * page that must show a change at once.
   */
  cache?: boolean;
}

export interface RenderedJobBoard {
  /**
   * The `<job-board>` element with its declarative shadow DOM and its data embedded (with two small
   * `<style>` elements before it), to put where the board goes: readable without JavaScript, and
   * taken over by the script-tag bundle or the npm entry without a request.
   */
  html: string;
  /**
   * Tags for the page's `<head>`, one a line: `<title>`, canonical link, Open Graph and Twitter
   * card tags; for a job also its description and one JSON-LD `JobPosting` (unless
   * `structured-data="off"`); for a closed job `<meta name="robots" content="noindex">` and no
   * JobPosting.
   */
  head: string;
  /**
   * 200, or 404 for a job the API does not have (closed, or never there): `html` is then the
   * listing's first page with the board's notice that the job is no longer open.
   */
  status: 200 | 404;
}
