/**
 * Board setups a browser can run but a server render can't serve, refused before any request
 * (issue 38, findings 8 and 9): each error names the attribute, its value and the fix.
 */
import { JobBoardApiError } from '../client/errors.js';
import { hasScheme } from '../client/url.js';
import type { BoardSettings } from '../core/settings.js';

/**
 * Throws a TypeError for a routing whose server render can't be a page of its own:
 * - `routing="hash"`: the view is in the fragment, which never reaches a server, so every
 *   render is the listing and its job links work only with JavaScript;
 * - `routing="path"` without `base-path`: the listing is taken to be at `/`, so a page anywhere
 *   else reads no job from its path, and every job URL renders the listing with 200.
 *
 * `attributes` are read as the element reads them: names in lower case, `routing` trimmed and
 * case-folded (core/settings.ts), so `routing=" Hash "` is refused too.
 */
export function refuseServerlessRouting(settings: BoardSettings, attributes: ReadonlyMap<string, string>): void {
  if (settings.routing === 'hash') {
    throw new TypeError(
      'renderJobBoard: routing="hash" keeps the view in the URL\'s #fragment, which never reaches a server: every render would be the listing, and its job links would do nothing without JavaScript. Use routing="path" with base-path (the listing\'s path, such as "/careers/"), or the default routing="query".',
    );
  }
  if (settings.routing === 'path' && (attributes.get('base-path') ?? '').trim() === '') {
    throw new TypeError(
      'renderJobBoard: routing="path" needs base-path, the URL path the listing is at (such as "/careers/"; "/" for the site\'s root): without it no job is read from a page\'s path, and every job URL would render the listing with status 200, a duplicate of it. Set the base-path attribute.',
    );
  }
}

/**
 * Throws ERR_BASE_URL_INVALID for a relative `base-url`. A browser resolves it against the page;
 * on a server the page's address comes from the request, so resolving against it would send the
 * API's requests, and the token, wherever the request says (or to the site itself, through its
 * CDN and redirects: the old message blamed a redirect and a token even for a source).
 */
export function refuseRelativeBaseUrl(settings: BoardSettings): void {
  const baseUrl = settings.baseUrl;
  if (baseUrl === '' || hasScheme(baseUrl)) return;
  throw new JobBoardApiError({
    status: 0,
    code: 'ERR_BASE_URL_INVALID',
    message: `base-url "${baseUrl.slice(0, 200)}" is relative: a server render needs the API's absolute address, such as "https://api.example.com" (a browser resolves a relative base-url against the page's address; a server does not). Set base-url to the absolute address the server can reach.`,
  });
}
