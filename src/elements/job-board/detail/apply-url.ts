import type { JobPost } from '../../../client/index.js';
import { ownApplyUrl, safeHttpUrl } from '../apply-link.js';

/**
 * The Apply link: the post's own URL, else the site's `apply-href` template with `{id}` replaced.
 * The page's `utm_*` parameters are carried over so the site's campaign tracking survives the
 * click; a parameter the link already has is left as it is. Only the detail view shows it, so it
 * comes with the detail's chunk.
 */
export function applyUrl(post: JobPost, template: string | undefined, page: URL): string | undefined {
  const base = ownApplyUrl(post) ?? (template ? template.split('{id}').join(encodeURIComponent(post.id)) : undefined);
  const url = base === undefined ? undefined : safeHttpUrl(base, page);
  if (!url) return undefined;
  for (const [name, value] of page.searchParams) {
    if (name.toLowerCase().startsWith('utm_') && !url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  return url.href;
}
