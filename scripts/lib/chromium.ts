/**
 * Finds a Chrome or Chromium to run tests, benchmarks and audits in. On a fresh Debian machine
 * where we run as root, installs Debian's `chromium` package: browser downloads from other hosts
 * (Puppeteer's, Playwright's) are not possible on every machine this project is built on.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/** Returns the browser's executable path, installing Debian's chromium when that is possible. */
export function ensureChromium(): string {
  const found = findInstalled();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebian()) {
    console.log('No Chrome or Chromium found: installing Debian\'s chromium package with apt-get…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findInstalled();
    if (update.status === 0 && install.status === 0 && installed) {
      console.log(execFileSync(installed, ['--version'], { encoding: 'utf8' }).trim());
      return installed;
    }
  }
  console.error(
    'No Chrome or Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to its executable.',
  );
  process.exit(1);
}
