/**
 * The site's own address as a command line gives it (`build --site-url`, `sitemap` and `feed`
 * `--page-url`): every link the command writes (pages, canonical, og:url, JSON-LD, the sitemap,
 * the feed) is made from it, and those files are public.
 */
import { UsageError } from './args.js';

/**
 * Reads `text` as an absolute `http:` or `https:` URL, or throws a UsageError naming `flag`. Any
 * other scheme (`javascript:`, `data:`, `file:`…) would make links that are no pages. A user name
 * or password (`https://user:secret@example.com`) is refused rather than dropped: it would be
 * published in every page, and dropping it silently would hide that the command line carries one.
 */
export function readHttpUrl(text: string, flag: string, example: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UsageError(`${flag} must be an absolute URL, such as ${example}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`${flag} must start with https:// or http://, such as ${example}`);
  if (url.username !== '' || url.password !== '') {
    throw new UsageError(`${flag} must not carry a user name or password (user:password@): every page would publish it. Give the public address, such as ${example}`);
  }
  return url;
}
