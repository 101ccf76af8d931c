import { jobUrl as canonicalJobUrl } from '../../../core/route.js';
import { routingOf } from '../../../core/settings.js';
import { DEFAULT_PARAM_PREFIX, normaliseBasePath } from '../../../routing/route-params.js';

/** The board's settings a job's URL depends on (structural: no import of the element here). */
export interface RoutedHost {
  routing: string;
  paramPrefix: string;
  basePath?: string;
}

/**
 * The job's one URL on this page (core/route.ts's `jobUrl`, which the sitemap, the feed and the
 * server render use too): the structured data's `url`, `og:url` and the share link. Without
 * routing the URL names no job: undefined.
 */
export function jobUrl(host: RoutedHost, id: string, page: URL): string | undefined {
  const settings = { routing: routingOf(host.routing), paramPrefix: host.paramPrefix ?? DEFAULT_PARAM_PREFIX, basePath: normaliseBasePath(host.basePath) };
  return canonicalJobUrl(page, settings, id);
}
