/**
 * The line a command prints for a post it leaves out because no URL can name its id (empty, `.`,
 * `..`, a lone surrogate: see routing/job-slug.ts). One wording for the `sitemap` command and the
 * static build, so a site's operator reads the same reason wherever the post went missing.
 */
import { unusableIdText } from '../routing/job-slug.js';

/** `left out a post: its id "." is a dot segment, …`; meant for usable-or-not ids checked with isUsableJobId first. */
export function unusableIdMessage(id: string): string {
  return `left out a post: ${unusableIdText(id) ?? 'its id is usable'}, so no URL can name it. Give the post another id in your ATS.`;
}
