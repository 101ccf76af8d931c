import type { JobPost } from '../../client/index.js';

/** The post's own apply address, from the fields different APIs use for it; http(s) only. */
export function ownApplyUrl(post: JobPost): string | undefined {
  for (const candidate of [post.absolute_url, post.apply_url, post.url]) {
    if (typeof candidate === 'string' && safeHttpUrl(candidate)) return candidate;
  }
  return undefined;
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
