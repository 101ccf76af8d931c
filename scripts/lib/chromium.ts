/**
 * Finds a Chrome or Chromium to run tests, benchmarks and audits in. On a fresh Debian machine
 * where we run as root, installs Debian's `chromium` package: browser downloads from other hosts
 * (Puppeteer's, Playwright's) are not possible on every machine this project is built on.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * Flags every headless launch needs here: root needs --no-sandbox; a closed network needs the
 * networking ones; pages that run side by side (test files in parallel) must not be throttled as
 * background tabs, or their animation frames stop and fixtures hang.
 */
export const CHROMIUM_ARGS = [
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser commands looked for on PATH after the usual places, as `which` would find them. */
const COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

function findOnPath(): string | undefined {
  for (const directory of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const command of COMMANDS) {
      const path = join(directory, command);
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

function findInstalled(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? findOnPath();
}

function isDebian(): boolean {
  return existsSync('/etc/debian_version') || /debian/i.test(readOptional('/etc/os-release'));
}

function readOptional(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The last lines of apt-get's log, shown when the install fails. */
const LOG_LINES_SHOWN = 60;

/**
 * Runs apt-get with its output (thousands of lines on a fresh machine) going to `log` rather
 * than the terminal; returns whether it succeeded.
 */
function aptGet(args: string[], log: number): boolean {
  const result = spawnSync('apt-get', ['-qq', ...args], {
    stdio: ['ignore', log, log],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Returns the browser's executable path, installing Debian's chromium when that is possible. */
export function ensureChromium(): string {
  const found = findInstalled();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebian()) {
    const logPath = join(tmpdir(), 'job-board-element-chromium-install.log');
    console.log(`No Chrome or Chromium found: installing Debian's chromium package with apt-get (log: ${logPath})…`);
    const log = openSync(logPath, 'w');
    const installedOk = aptGet(['update'], log) && aptGet(['install', '-y', '--no-install-recommends', 'chromium'], log);
    closeSync(log);
    const installed = findInstalled();
    if (installedOk && installed) {
      console.log(execFileSync(installed, ['--version'], { encoding: 'utf8' }).trim());
      return installed;
    }
    const lines = readOptional(logPath).trimEnd().split('\n');
    console.error(`apt-get failed; the last ${Math.min(lines.length, LOG_LINES_SHOWN)} lines of ${logPath}:`);
    console.error(lines.slice(-LOG_LINES_SHOWN).join('\n'));
  }
  console.error(
    'No Chrome or Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to its executable.',
  );
  process.exit(1);
}
