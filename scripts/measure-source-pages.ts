/**
 * Page weight and upstream requests of a source's server-rendered listing and job page (issue 38,
 * point 7), against the reference server's data set (greenhouse:northwind, lever:harborpay):
 * `npx tsx scripts/measure-source-pages.ts`. Prints bytes of html+head and of the embedded data,
 * and the upstream requests (and their bytes) of a first render and of renders again.
 */
import { renderJobBoard } from '../src/ssr/index.js';
import { startApi } from '../test/cli/build-fixture.js';
import { VENDOR_BOARDS } from '../test/helpers/vendors.js';

const api = await startApi();
const sandbox = await api.sandbox({});
const id = sandbox.slice(sandbox.lastIndexOf('/') + 1);
async function requests(): Promise<string[]> {
  const answer = (await (await fetch(`${api.origin}/__sandbox/${id}/requests`)).json()) as { requests: { path: string; search: string }[] };
  return answer.requests.map((request) => request.path + request.search);
}
const bytes = (text: string) => Buffer.byteLength(text);
const data = (html: string) => /<script type="application\/json" data-job-board-prerendered>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
for (const vendor of ['greenhouse', 'lever'] as const) {
  const attributes = { source: `${vendor}:${VENDOR_BOARDS[vendor]}`, 'base-url': sandbox, routing: 'path', 'base-path': '/careers/', organization: 'Example', country: 'DE' };
  const before = (await requests()).length;
  const listing = await renderJobBoard({ url: 'https://example.com/careers/', attributes });
  const afterListing = await requests();
  const embedded = JSON.parse(data(listing.html)) as { listing: { posts: { id: string }[]; totalCount: number } };
  const job = embedded.listing.posts[0]!.id;
  const page = await renderJobBoard({ url: `https://example.com/careers/jobs/${encodeURIComponent(job)}/`, attributes });
  const afterJob = await requests();
  // Upstream bytes of each request the renders made, asked again (the emulator's answers are fixed).
  const upstream = await Promise.all(afterJob.slice(before).map(async (path) => `${path} ${bytes(await (await fetch(new URL(sandbox).origin + path)).text())} B`));
  await Promise.all(Array.from({ length: 10 }, () => renderJobBoard({ url: 'https://example.com/careers/', attributes })));
  await Promise.all(Array.from({ length: 10 }, () => renderJobBoard({ url: `https://example.com/careers/jobs/${encodeURIComponent(job)}/`, attributes })));
  const afterAgain = (await requests()).length;
  console.log(`${vendor}: ${embedded.listing.totalCount} posts`);
  console.log(`  listing page: html+head ${bytes(listing.html) + bytes(listing.head)} B, embedded data ${bytes(data(listing.html))} B (${embedded.listing.posts.length} posts)`);
  console.log(`  job page:     html+head ${bytes(page.html) + bytes(page.head)} B, embedded data ${bytes(data(page.html))} B`);
  console.log(`  upstream: listing render ${afterListing.length - before}, job render ${afterJob.length - afterListing.length}; 20 renders again: ${afterAgain - afterJob.length}`);
  for (const line of upstream) console.log(`    ${line}`);
}
await api.close();
