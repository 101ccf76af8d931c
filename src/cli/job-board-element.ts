#!/usr/bin/env node
/**
 * The `job-board-element` command (package.json `bin`). See main.ts, or run it with `--help`.
 */

import { readFileSync } from 'node:fs';
import { main } from './main.js';
import { nodeIo } from './node-io.js';

/** package.json sits two folders up, from src/cli/ as from dist/cli/. */
function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown');
}

process.exitCode = await main(process.argv.slice(2), nodeIo(), packageVersion());
