import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

// The browser suite runs in Debian's Chromium, never a downloaded browser. One rule for where it
// is, shared by the Playwright config and by `npm test`'s first step (e2e/ensure-chromium.ts).
export const debianChromium = '/usr/bin/chromium';

/**
 * How the browser suite and `npm run bench:pages` start Chromium on machines with no network
 * but loopback: nothing to fetch, sync or update, no GPU.
 */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function chromiumOnPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' });
  const path = found.stdout.trim().split('\n')[0];
  return path && isExecutable(path) ? path : undefined;
}

/** CHROMIUM_PATH when it names a browser, else Debian's Chromium, else one on PATH. */
export function findChromium(): string | undefined {
  const asked = process.env.CHROMIUM_PATH;
  if (asked && isExecutable(asked)) return asked;
  if (isExecutable(debianChromium)) return debianChromium;
  return chromiumOnPath();
}

/** Debian's `chromium` can be installed here: apt-get is present and we are root (or have sudo without a password). */
export function installCommand(): string[] | undefined {
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!hasAptGet) return undefined;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

export function installDebianChromium(prefix: string[]): void {
  const run = (args: string[]) => {
    const [command, ...rest] = [...prefix, ...args];
    execFileSync(command!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}
