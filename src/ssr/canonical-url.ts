/**
 * A page's canonical address, for its `<link rel="canonical">`, `og:url` and the JobPosting's
 * `url`: the page's URL without the parameters that only say how a visitor came (a campaign's
 * `utm_*`, an ad click's id). A job shared with `?utm_source=newsletter` is the same page as the
 * job's own URL, and search engines should index that one; the site's other parameters stay, as
 * they may name what the page shows.
 */

/** Parameters that track how a visitor came, not what the page shows. */
const TRACKING = /^(utm_.+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/i;

/** `url` without its fragment and its tracking parameters. */
export function canonicalAddress(url: URL): URL {
  const canonical = new URL(url.href);
  canonical.hash = '';
  for (const name of [...canonical.searchParams.keys()]) if (TRACKING.test(name)) canonical.searchParams.delete(name);
  // No lone `?` once every parameter has gone.
  if (canonical.searchParams.size === 0) canonical.search = '';
  return canonical;
}
