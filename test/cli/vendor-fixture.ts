/**
 * What the tests of the six further sources share (Workable, SmartRecruiters, Recruitee, Pinpoint,
 * Personio, Teamtailor, served by the reference server's emulators in server/vendors/): each
 * source's data-set board and the `base-url` that reaches it below an origin (a company's
 * subdomain stands as `<origin>/<vendor>/<company>`), the command line run in-process, and the
 * JSON-LD of a page.
 */
import assert from 'node:assert/strict';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

export interface VendorSource {
  vendor: 'workable' | 'smartrecruiters' | 'recruitee' | 'pinpoint' | 'personio' | 'teamtailor';
  /** `--source` / `source`. */
  source: string;
  /** The `base-url` that reaches the board below `origin` (the reference server's, or a sandbox's). */
  base(origin: string): string;
}

/** The data-set boards (server/vendors/boards.ts), each serving the data set's 174 open posts. */
export const MORE_SOURCES: readonly VendorSource[] = [
  { vendor: 'workable', source: 'workable:groove-tech', base: (origin) => origin },
  { vendor: 'smartrecruiters', source: 'smartrecruiters:BrightwaveLabs', base: (origin) => origin },
  { vendor: 'recruitee', source: 'recruitee:make', base: (origin) => `${origin}/recruitee/make` },
  { vendor: 'pinpoint', source: 'pinpoint:acme', base: (origin) => `${origin}/pinpoint/acme` },
  { vendor: 'personio', source: 'personio:personio', base: (origin) => `${origin}/personio/personio` },
  { vendor: 'teamtailor', source: 'teamtailor:example', base: (origin) => `${origin}/teamtailor/example` },
];

/** The data set's open posts: what each data-set board serves. */
export const OPEN_POSTS = 174;

export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs the command line in-process, with the test's own `fetch` when given. */
export async function cli(args: string[], fetch?: CliIo['fetch']): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    env: {},
    stdout: async (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    writeFile: async () => {
      throw new Error('not in these tests');
    },
    ...(fetch ? { fetch } : {}),
  };
  return { status: await main(args, io, '0.0.0-test'), stdout, stderr };
}

/** The JSON-LD blocks of a page or a head, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** A page's one JSON-LD JobPosting. */
export function jobPosting(html: string): Record<string, unknown> {
  const postings = jsonLd(html).filter((block) => block['@type'] === 'JobPosting');
  assert.equal(postings.length, 1, 'one JSON-LD JobPosting');
  return postings[0]!;
}

/** The paths and queries a sandbox (its base URL, `<origin>/sandbox/<id>`) was asked for. */
export async function sandboxRequests(sandbox: string): Promise<string[]> {
  const { origin, pathname } = new URL(sandbox);
  const id = pathname.slice(pathname.lastIndexOf('/') + 1);
  const answer = (await (await fetch(`${origin}/__sandbox/${id}/requests`)).json()) as { requests: { path: string; search: string }[] };
  return answer.requests.map((request) => request.path + request.search);
}

/** A job page's folder below `jobs/`, from its sitemap `<loc>`. */
export function folderOf(loc: string): string {
  const folder = /\/jobs\/([^/]+)\/$/.exec(loc)?.[1];
  assert.ok(folder, loc);
  return decodeURIComponent(folder);
}
