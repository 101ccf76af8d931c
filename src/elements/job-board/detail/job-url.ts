import { isUsableJobId } from '../../../routing/job-slug.js';
import { defaultRoute, routingMode, writeRoute } from '../../../routing/route-params.js';

/** The board's settings a job's URL depends on (structural: no import of the element here). */
export interface RoutedHost {
  routing: string;
  paramPrefix: string;
  basePath?: string;
}

/**
 * The job's one URL, as the sitemap writes it: the page's address with the job alone of the
 * board's keys (not the listing page or search it was opened from), so the structured data's `url`
 * and the link a visitor shares are the same (in `path` mode, the job's own path: its static page).
 * Without routing, or for an id no URL can name, there is none: undefined.
 */
export function jobUrl(host: RoutedHost, id: string, page: URL = new URL(location.href)): string | undefined {
  const mode = routingMode(host.routing);
  // An id no URL can name (job-slug.ts) has no URL to share or to give search engines.
  return mode === 'none' || !isUsableJobId(id) ? undefined : writeRoute(page, mode, host.paramPrefix, { ...defaultRoute(), job: id }, defaultRoute(), host.basePath).href;
}
