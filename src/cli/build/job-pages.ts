/**
 * The job pages of a build, streamed: a few details are read at a time, each rendered and written
 * as soon as it comes, then let go. Memory stays that of a few pages whatever the board's size
 * (issue 20: holding every page of 10,000 posts peaked at 1.94 GB).
 *
 * One post that can't be read, is another post's, would write another post's folder
 * (folder-clashes.ts), or can't be rendered or written where it belongs, is skipped with its
 * reason: it never stops the other pages.
 */
import type { JobPost } from '../../client/index.js';
import type { BoardReader } from '../board-target.js';
import type { FeedItem } from '../feed/feed-model.js';
import type { SitemapEntry } from '../sitemap-xml.js';
import { readDetail } from './fetch-board.js';
import { renderJobPage, type SiteSettings } from './site-pages.js';
import { UnsafePathError, writePage, type WriteOutcome } from './site-writer.js';
import { unusableIdText } from '../unusable-id.js';
import { folderClashes, folderClashReason } from './folder-clashes.js';

/** Detail requests in flight at once: quick for a big board, gentle with the API. */
export const DETAIL_CONCURRENCY = 6;

/**
 * What became of one listed post. A skip is `unrendered` when the post was read and its page could
 * not be rendered: the client has read and checked the post by then, so what fails is the build's
 * own rendering (its code, its runtime), not the post, and the build must not pass for a success
 * (issue 27: every page dropped on Node 20, exit 0).
 */
export type PostOutcome =
  | { kind: 'page'; path: string; entry: SitemapEntry; item: FeedItem }
  | { kind: 'gone' }
  | { kind: 'skipped'; reason: string; unrendered?: true };

export interface JobPagesResult {
  /** One per listed post, in the listing's order. */
  outcomes: PostOutcome[];
  written: number;
  unchanged: number;
}

export interface JobPagesInput {
  client: BoardReader;
  settings: SiteSettings;
  outDir: string;
  /** The listing's posts, in its order. */
  listed: readonly JobPost[];
  onProgress?: (done: number, total: number) => void;
}

/** Errors of one page's write that are that page's alone: its folder name, or a link in its way. */
function isPageError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return error instanceof UnsafePathError || code === 'ENAMETOOLONG' || code === 'EINVAL' || code === 'EILSEQ';
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads, renders and writes every listed post's page. Rejects only on what stops every page (a full disk, a folder that can't be written). */
export async function writeJobPages({ client, settings, outDir, listed, onProgress }: JobPagesInput): Promise<JobPagesResult> {
  const result: JobPagesResult = { outcomes: new Array<PostOutcome>(listed.length), written: 0, unchanged: 0 };
  let next = 0;
  let done = 0;
  let failure: unknown;
  // Known before any page is written, so no page is written twice, and one id keeps it at every build.
  const usable = listed.flatMap((post, index) => (unusableIdText(post.id) === undefined ? [index] : []));
  const clashes = new Map([...folderClashes(usable.map((index) => listed[index]!.id))].map(([at, owner]) => [usable[at]!, owner]));

  const buildOne = async (post: JobPost, index: number): Promise<PostOutcome> => {
    // `.`/`..` would name the jobs folder or the site's own; a lone surrogate no URL can carry.
    const unusable = unusableIdText(post.id);
    if (unusable !== undefined) return { kind: 'skipped', reason: `${unusable}, so no URL can name it` };
    const owner = clashes.get(index);
    if (owner !== undefined) return { kind: 'skipped', reason: folderClashReason(post.id, owner) };
    const detail = await readDetail(client, post.id);
    if (detail.kind !== 'post') return detail.kind === 'gone' ? detail : { kind: 'skipped', reason: detail.reason };
    let page;
    try {
      // The render is synchronous and reads nothing global (src/ssr/render-board.ts): the details are read meanwhile.
      page = await renderJobPage(settings, detail.post);
    } catch (error) {
      return { kind: 'skipped', reason: `its page could not be rendered: ${message(error)}`, unrendered: true };
    }
    let outcome: WriteOutcome;
    try {
      outcome = await writePage(outDir, page.path, page.html);
    } catch (error) {
      if (!isPageError(error)) throw error;
      return { kind: 'skipped', reason: `its page could not be written: ${message(error)}` };
    }
    result[outcome] += 1;
    return { kind: 'page', path: page.path, entry: page.entry, item: page.item };
  };

  const worker = async (): Promise<void> => {
    while (next < listed.length && failure === undefined) {
      const index = next++;
      try {
        result.outcomes[index] = await buildOne(listed[index]!, index);
      } catch (error) {
        failure ??= error;
        return;
      }
      onProgress?.((done += 1), listed.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DETAIL_CONCURRENCY, listed.length) }, worker));
  if (failure !== undefined) throw failure;
  return result;
}
