/**
 * The page's address a server render makes every link from (canonical, og:url, JSON-LD, the
 * pager, the back link, the entries), read from `renderJobBoard`'s `siteUrl` and `url`.
 *
 * With `siteUrl` the origin is the site's configuration alone: from `url` only the path and query
 * are taken, so a request that forges its Host, X-Forwarded-Host or a header carrying the page's
 * URL cannot put another site into the links, nor into a CDN's cached copy for everyone (issue
 * 38, finding 3). Without it, `url` must be absolute, as before `siteUrl` existed.
 */

/** Foreign hosts already reported: one warning each per process, and at most this many in all. */
const MAX_REPORTED_HOSTS = 20;
const reportedHosts = new Set<string>();

/** For messages: an example of each option, and where its value comes from. */
const SITE_URL_EXAMPLE = 'such as "https://www.example.com" (the site\'s configured public origin, never the request\'s Host or X-Forwarded-* headers)';
const URL_EXAMPLE = 'such as "https://example.com/careers/" (the site\'s configured origin and the request\'s path, never its Host or X-Forwarded-* headers)';

/**
 * The page's address: `siteUrl`'s origin with `url`'s path and query, or (no `siteUrl`) `url`
 * itself. Throws a TypeError naming the option for a value it can't use, before any request.
 * Never has a user name, a password or a fragment.
 */
export function pageAddress(url: unknown, siteUrl: unknown): URL {
  if (siteUrl === undefined) return withoutCredentials(absoluteUrl(url));
  const site = siteOrigin(siteUrl);
  const requested = parseHttpUrl(url, site.href, '`url`', URL_EXAMPLE);
  if (requested.host !== site.host) reportForeignHost(requested.host, site.origin);
  return new URL(`${requested.pathname}${requested.search}`, site.origin);
}

/** `url` without `siteUrl`: the page's absolute http(s) URL; a path alone says to pass `siteUrl`. */
function absoluteUrl(value: unknown): URL {
  if (typeof value === 'string' && !URL.canParse(value) && URL.canParse(value, 'https://site.invalid/')) {
    throw new TypeError(
      `renderJobBoard: \`url\` ${JSON.stringify(value.slice(0, 200))} is a path, not an absolute URL: pass the site's public origin as \`siteUrl\`, such as siteUrl: "https://www.example.com" (from the site's configuration), and \`url\` may then be the request's path and query.`,
    );
  }
  return parseHttpUrl(value, undefined, '`url`', URL_EXAMPLE);
}

/**
 * `siteUrl`: an http(s) origin and nothing else. A path would be ambiguous (is `/fr` a prefix of
 * every page, or ignored?), so it is refused rather than guessed: the page's path comes from `url`.
 */
function siteOrigin(value: unknown): URL {
  const site = parseHttpUrl(value, undefined, '`siteUrl`', SITE_URL_EXAMPLE);
  const extra =
    site.username !== '' || site.password !== ''
      ? 'a user name or password'
      : site.pathname !== '/'
        ? `the path ${JSON.stringify(site.pathname)} (the page's path comes from \`url\`)`
        : site.href !== `${site.origin}/`
          ? 'a query or fragment'
          : '';
  if (extra) throw new TypeError(`renderJobBoard: \`siteUrl\` must be the site's origin alone, ${SITE_URL_EXAMPLE}; it holds ${extra}.`);
  return site;
}

/** `value` as an http(s) URL (a string or a URL, resolved against `base` when given), or a TypeError naming `option`. */
function parseHttpUrl(value: unknown, base: string | undefined, option: string, example: string): URL {
  let url: URL | undefined;
  if (value instanceof URL) url = new URL(value.href);
  else if (typeof value === 'string') {
    try {
      url = new URL(value, base);
    } catch {
      // Thrown below, with what to pass.
    }
  }
  if (!url) {
    const what = base === undefined ? 'an absolute URL' : 'a path or an absolute URL';
    throw new TypeError(`renderJobBoard: ${option} must be ${what} (a string or a URL), ${example}; got ${JSON.stringify(String(value).slice(0, 200))}.`);
  }
  // A `javascript:` or `data:` address would make every link run script on a click (issue 37).
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`renderJobBoard: ${option} must be an http: or https: URL, ${example}; got a ${url.protocol} URL.`);
  }
  return url;
}

/** A user name and password (`https://user:secret@host/`) are the request's, never the page's: no link may show them. */
function withoutCredentials(url: URL): URL {
  url.username = '';
  url.password = '';
  return url;
}

/**
 * Says once per process that a request named another host than `siteUrl`'s, which is ignored. A
 * flood of forged hosts (an attack, a scanner) fills no log: after MAX_REPORTED_HOSTS hosts, one
 * last line says the rest go unreported.
 */
function reportForeignHost(host: string, siteOrigin: string): void {
  if (reportedHosts.has(host) || reportedHosts.size > MAX_REPORTED_HOSTS) return;
  reportedHosts.add(host);
  if (reportedHosts.size > MAX_REPORTED_HOSTS) {
    console.warn(`renderJobBoard: more than ${MAX_REPORTED_HOSTS} hosts other than siteUrl's were passed in \`url\`; no further one is reported. Each is ignored: the links use ${siteOrigin}.`);
    return;
  }
  console.warn(
    `renderJobBoard: \`url\` names the host ${JSON.stringify(host.slice(0, 100))}, not siteUrl's (${siteOrigin}): it is ignored, and the links use ${siteOrigin} with the url's path and query. A request's Host or X-Forwarded-Host header can say anything; if this host is really yours, set siteUrl to it. (Said once per host.)`,
  );
}
