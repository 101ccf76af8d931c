import type { JobPost } from '../../client/index.js';

/** The post's own apply address, from the fields different APIs use for it; http(s) only. */
export function ownApplyUrl(post: JobPost): string | undefined {
  for (const candidate of [post.absolute_url, post.apply_url, post.url]) {
    if (typeof candidate === 'string' && safeHttpUrl(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The Apply link: the post's own URL, else the site's `apply-href` template with `{id}` replaced.
 * The page's `utm_*` parameters are carried over so the site's campaign tracking survives the
 * click; a parameter the link already has is left as it is.
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

/** Parses an address and keeps it only when it is http or https (never `javascript:`, `data:` ...). */
export function safeHttpUrl(value: string, base?: URL): URL | undefined {
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
