/** `renderJobBoard`'s options and result (see index.ts). */

/** An attribute's value as a page writes it: `true` is present and empty; `false`, `null` and `undefined` leave it out. */
export type JobBoardAttributeValue = string | number | boolean | null | undefined;

export interface RenderJobBoardOptions {
  /**
   * The site's public origin, from its configuration (`SITE_URL`): `"https://www.example.com"`.
   * Every link the render writes (canonical, `og:url`, JSON-LD, the pager, the back link, the
   * entries) takes its origin from here and nowhere else, so a request that forges its `Host`,
   * `X-Forwarded-Host` or a header carrying the page's URL can't put another site into the page,
   * nor into a CDN's cached copy of it.
   *
   * An `http:` or `https:` origin alone: a path other than `/` (the page's path comes from
   * `url`), a query, a fragment, a user name or a password in it is a TypeError. Without it,
   * `url` must be the page's absolute URL, and its origin is used as given.
   */
  siteUrl?: string | URL;
  /**
   * The page's address: the board's view comes from it, as in the browser (`routing="path"`
   * and `base-path`: its path; `routing="query"` (the default): its `jb-job`, `jb-page`, search
   * and filter parameters). With `routing="none"` the server can't see the view: the render is
   * the attributes' (the listing, page 1; the `job` attribute's job when set).
   *
   * With `siteUrl`: the request's path and query (`"/careers/jobs/x/?q=a"`), or an absolute URL
   * of which only the path and query are used. An absolute URL naming another host than
   * `siteUrl`'s is not refused (a framework may see `localhost` or an internal name): its origin
   * is ignored, and the render says so once per host in the console (for at most 20 hosts a
   * process, so forged hosts can't flood a log).
   *
   * Without `siteUrl`: the page's absolute URL, whose origin makes every link, so take that from
   * the site's configuration, never from the request's `Host` or `X-Forwarded-*` headers; a
   * path alone is a TypeError saying to pass `siteUrl`.
   *
   * Either way only `http:` and `https:` URLs are taken (any other is a TypeError); a user name,
   * a password and a fragment are left out.
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
