/**
 * What every feed format writes: the feed's own fields (its title, the page it is the feed of, its
 * own URL) and one item per job.
 */

/** A job's summary's most characters: two or three sentences, what a feed reader shows under a title. */
export const SUMMARY_MAX = 300;

export interface FeedItem {
  /** The job's URL on the page: its link, and its id (a permanent one, as the sitemap's). */
  url: string;
  title: string;
  /** When it was posted, ISO 8601 in UTC. */
  published?: string;
  /** When it last changed (`updated_at`), ISO 8601 in UTC. */
  updated?: string;
  department?: string;
  /** Its offices, as the detail view names them. */
  places: string[];
  /** Plain text, at most SUMMARY_MAX characters. */
  summary?: string;
}

export interface FeedChannel {
  title: string;
  /** A sentence saying what the feed lists. */
  description: string;
  /** The page that shows the board: the feed's home, and its id in Atom. */
  homeUrl: string;
  /** The feed's own URL, when known: Atom's and RSS's `rel="self"`, JSON Feed's `feed_url`. */
  feedUrl?: string;
  /** Who the feed is by (Atom needs an author): the organisation, else the title. */
  author: string;
  /** The jobs' language, a BCP 47 tag, when known. */
  language?: string;
  /** ISO 8601 in UTC: when the feed was made, its date when no item has one. */
  generatedAt: string;
}

/** An item's date of last change: its `updated_at`, else when it was posted. */
export function itemDate(item: FeedItem): string | undefined {
  return item.updated ?? item.published;
}

/**
 * The feed's date of last change: its newest item's, so that a feed whose jobs did not change
 * is written byte for byte the same (the build rewrites only files that changed); the time it
 * was made when no item has a date.
 */
export function feedDate(channel: FeedChannel, items: readonly FeedItem[]): string {
  let latest: string | undefined;
  for (const item of items) {
    const date = itemDate(item);
    // ISO 8601 in UTC, all of the same form: they sort as text.
    if (date !== undefined && (latest === undefined || date > latest)) latest = date;
  }
  return latest ?? channel.generatedAt;
}
