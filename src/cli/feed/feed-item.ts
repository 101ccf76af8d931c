/**
 * One open job as every feed format carries it (feed-model.ts's `FeedItem`): its title, its URL
 * on the page, its dates, its department and places, and a short plain-text summary of its
 * description.
 */
import { postedDate, type JobPost } from '../../client/index.js';
import { isoDateToUtc } from '../../client/dates.js';
import { officeLabel } from '../../client/whole-board.js';
import { descriptionOf } from '../../elements/job-board/detail/description.js';
import { parse5EntityDecoder } from '../../ssr/entities.js';
import { descriptionText, metaDescription } from '../../ssr/server-sanitizer.js';
import { SUMMARY_MAX, type FeedItem } from './feed-model.js';

/**
 * The plain text of a post's description: entity-escaped HTML decoded (Greenhouse's `content`),
 * then sanitised and read as text, so a script's or a form's text never becomes the summary.
 */
export function descriptionPlainText(post: JobPost): string | undefined {
  const description = descriptionOf(post, parse5EntityDecoder);
  if (!description) return undefined;
  return description.kind === 'text' ? description.text : descriptionText(description.html);
}

/**
 * The feed's item for `post` at `url`. `text` is the description's plain text when the caller
 * has it already (the build reads it while it renders the job's page).
 */
export function feedItem(post: JobPost, url: string, text: string | undefined = descriptionPlainText(post)): FeedItem {
  const published = isoDateToUtc(postedDate(post));
  const updated = isoDateToUtc(post.updated_at);
  const department = post.ats_department?.name?.trim();
  const places = [...new Set((post.ats_offices ?? []).map((office) => (office.name ?? '').trim() || (office.city ?? '').trim()).filter(Boolean))];
  const summary = text === undefined ? '' : metaDescription(text, SUMMARY_MAX);
  return {
    url,
    title: post.title.trim(),
    ...(published === undefined ? {} : { published }),
    ...(updated === undefined ? {} : { updated }),
    ...(department ? { department } : {}),
    places: places.map((place) => officeLabel([post], place)),
    ...(summary ? { summary } : {}),
  };
}
