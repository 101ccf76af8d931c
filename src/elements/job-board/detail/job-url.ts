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
 * Without routing the URL names no job: undefined.
 */
export function jobUrl(host: RoutedHost, id: string, page: URL = new URL(location.href)): string | undefined {
  const mode = routingMode(host.routing);
  return mode === 'none' ? undefined : writeRoute(page, mode, host.paramPrefix, { ...defaultRoute(), job: id }, defaultRoute(), host.basePath).href;
}
