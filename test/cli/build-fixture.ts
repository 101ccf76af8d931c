/**
 * What the build's Node tests share: the reference API served in this process on an ephemeral
 * port, its sandboxes (posts given as the API would send them), a minimal template, and the build
 * run in-process with its stderr kept. A `fetch` of the test's own is passed only to inject what
 * the API can't do for one post (a reset, a hang, a body that is not JSON, another post's detail).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiHandler } from '../../server/handler.js';
import { runBuild } from '../../src/cli/build/build-command.js';
import type { FetchFunction } from '../../src/client/index.js';
import type { CliIo } from '../../src/cli/io.js';

export const TOKEN = 'jb_demo_public';

export const TEMPLATE = `<!doctype html>
<html lang="en">
<head><title>Careers</title><script type="module" src="/cdn/job-board.js"></script></head>
<body>
<job-board base-url="/" routing="path" base-path="/careers/" organization="Example" country="DE"></job-board>
</body>
</html>
`;

export interface ApiFixture {
  origin: string;
  /** A sandbox serving `posts` (raw, as the API sends them); its base URL. */
  sandbox(config: { posts?: unknown[]; latencyMs?: number; faults?: unknown[] }): Promise<string>;
  close(): Promise<void>;
}

export async function startApi(): Promise<ApiFixture> {
  const server: Server = createServer(createApiHandler());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    async sandbox(config) {
      const response = await fetch(`${origin}/__sandbox`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(config) });
      if (!response.ok) throw new Error(`sandbox: ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      return `${origin}/sandbox/${id}`;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A post as the API sends it. */
export function apiPost(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    title: `Engineer ${id}`,
    ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
    ats_department: { name: 'Engineering' },
    ats_offices: [{ name: 'Berlin', city: 'Berlin', country_code: 'DE' }],
    description: `<p>About the role ${id}.</p><ul><li>Build things</li></ul>`,
    absolute_url: `https://jobs.example.com/${encodeURIComponent(id)}`,
    created_at: '2025-05-01T09:00:00Z',
    updated_at: '2025-05-02T09:00:00Z',
    ...fields,
  };
}

export interface BuildRun {
  status: number;
  stderr: string;
}

/** A temporary folder with the template in it, and the site's out folder `careers/`. */
export function workFolder(): { dir: string; template: string; out: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'job-board-build-'));
  const template = join(dir, 'page.html');
  writeFileSync(template, TEMPLATE);
  return { dir, template, out: join(dir, 'careers'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs the build in-process against `base`; `now` is the build's clock (the closed roles' days). */
export async function build(
  base: string,
  folder: { template: string; out: string },
  extra: string[] = [],
  fetch?: FetchFunction,
  now?: () => number,
): Promise<BuildRun> {
  let stderr = '';
  const io: CliIo = {
    env: { JOB_BOARDS_TOKEN: TOKEN },
    stdout: async () => {},
    stderr: (text) => void (stderr += text),
    writeFile: async () => {
      throw new Error('the build writes through its site writer');
    },
    ...(fetch ? { fetch } : {}),
  };
  const status = await runBuild(['--base-url', base, '--template', folder.template, '--site-url', 'https://example.com', '--out', folder.out, ...extra], io, now ? { now } : undefined);
  return { status, stderr };
}

/** The ids of the job folders written, sorted. */
export function jobFolders(out: string): string[] {
  return existsSync(join(out, 'jobs')) ? readdirSync(join(out, 'jobs')).sort() : [];
}

/** The listing pages in the out folder, as relative paths. */
export function listingPages(out: string): string[] {
  const further = existsSync(join(out, 'page')) ? readdirSync(join(out, 'page')).map((n) => `page/${n}/index.html`) : [];
  return [...(existsSync(join(out, 'index.html')) ? ['index.html'] : []), ...further];
}

/** The job pages a page links to (the folder names of `/careers/jobs/<name>/` hrefs), and the entries without a link (their `data-id`). */
export function entryLinks(html: string): { linked: string[]; unlinked: string[] } {
  const linked: string[] = [];
  const unlinked: string[] = [];
  for (const [tag] of html.matchAll(/<a\s[^>]*part="item-link"[^>]*>/g)) {
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    const id = /\sdata-id="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (href === undefined) unlinked.push(id);
    else linked.push(/\/careers\/jobs\/([^/]+)\/$/.exec(href)?.[1] ?? href);
  }
  return { linked, unlinked };
}

/** The `<loc>`s of the sitemap. */
export function sitemapLocs(out: string): string[] {
  return [...readFileSync(join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** A job page's prerendered data. */
export function pageData(out: string, folder: string): { post?: { id: string; description?: string } } {
  const html = readFileSync(join(out, 'jobs', folder, 'index.html'), 'utf8');
  return JSON.parse(/data-job-board-prerendered>([^<]*)</.exec(html)![1]!) as { post?: { id: string; description?: string } };
}
