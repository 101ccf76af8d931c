/**
 * What a command may touch of the outside world, passed in so tests can run a command in-process
 * (and hand it a `fetch` of their own).
 */

import type { FetchFunction } from '../client/index.js';

export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  /** Writes to standard output; resolves once the text is handed over. */
  stdout(text: string): Promise<void>;
  stderr(text: string): void;
  /** Whether standard error is a terminal: progress then updates one line in place. */
  stderrIsTty?: boolean;
  /** Writes a whole file, creating its folder; the file is replaced only once complete. */
  writeFile(path: string, text: string): Promise<void>;
  /** The `fetch` the API client calls; the global one when omitted. */
  fetch?: FetchFunction;
  /** Loads an installed package by name (`import()`); tests pass their own. */
  importPackage?: (name: string) => Promise<unknown>;
}
