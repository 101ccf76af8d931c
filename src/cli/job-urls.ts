/**
 * Every open job of a board with its URL on the page: what the sitemap lists and the feed links
 * to. Each URL is the job's one URL (core/route.ts's `jobUrl`), which the board's canonical link,
 * JSON-LD, `og:url` and share link give too: they can never disagree.
 */
import type { JobPost } from '../client/index.js';
import { jobUrl as canonicalJobUrl } from '../core/route.js';
import type { BoardReader } from './board-target.js';
import { CommandError } from './failure.js';
import { readOpenPosts, type ListingRead, type OpenPosts } from './open-posts.js';
import type { JobRouting } from './page-options.js';
import { SITEMAP_MAX_URLS } from './sitemap-xml.js';
import { isUsableJobId } from './unusable-id.js';

/** The URL of job `id` on the page: the job's one URL (core/route.ts), as the board's head and share link give it. */
export function jobUrl(pageUrl: URL, prefix: string, id: string, routing: JobRouting = 'query'): string {
  // A job routing always gives a URL; `none` is refused before (page-options.ts).
  return canonicalJobUrl(pageUrl, { routing, paramPrefix: prefix, basePath: '/' }, id)!;
}

export interface PageJob {
  post: JobPost;
  url: string;
}

export interface CollectedJobs extends Omit<OpenPosts, 'posts'>, Pick<ListingRead, 'failures'> {
  jobs: PageJob[];
  /** Open posts whose id no URL can name (empty, `.`, `..`, a lone surrogate): listed nowhere. */
  unusable: string[];
}

/**
 * One job per open post (see readOpenPosts), refusing a board over the sitemaps.org limit as soon
 * as it shows: one sitemap file can't list more, and a feed of more is no feed anyone reads.
 */
export async function collectJobs(client: BoardReader, pageUrl: URL, prefix: string, routing: JobRouting = 'query'): Promise<CollectedJobs> {
  const { posts, skipped, closed, failures } = await readOpenPosts(client, {
    onPage: (page, answer, read) => {
      if (page === 1 && answer.totalCount > SITEMAP_MAX_URLS) throw tooMany(answer.totalCount);
      if (read.posts.length > SITEMAP_MAX_URLS) throw tooMany(read.posts.length);
    },
  });
  // `?jb-job=..` would be a URL the board opens as "not found": such a post has no URL to list.
  const unusable = posts.filter((post) => !isUsableJobId(post.id)).map((post) => post.id);
  const jobs = posts.filter((post) => isUsableJobId(post.id)).map((post) => ({ post, url: jobUrl(pageUrl, prefix, post.id, routing) }));
  return { jobs, skipped, closed, unusable, failures };
}

function tooMany(count: number): CommandError {
  return new CommandError(
    `the board has ${count.toLocaleString('en')} open posts, more than the ${SITEMAP_MAX_URLS.toLocaleString('en')} URLs one sitemap file may list (sitemaps.org), the most a sitemap or a feed of this command lists; nothing was written.`,
  );
}
