import { spawn, type ChildProcess } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess, waitForReady } from '../tools/local-server';
import { e2eServerEnv } from './server-env';
import {
  preparedLinksFile,
  preparedStaff,
  preparedStaffDir,
  staffSecretKey,
  type ShellStaffMember,
} from './staff-data';

// A server of a staff spec's own, so the spec can run the real `npm run staff:create` first:
// the embedded database serves one process at a time, so the shell command runs on a new data
// folder while no server holds it, then the production server starts on that folder, exactly as
// an operator does it: stop, run the command, start (staff-console.spec.ts). The other staff
// specs start theirs on a copy of the folder prepared once per run (e2e/staff-data.ts).

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));

export interface StaffConsoleServer {
  baseURL: string;
  outboxDir: string;
  dataDir: string;
  /** Runs `npm run staff:create -- ...args` on the folder (the server must be stopped); its output. */
  createStaff(args: string[]): Promise<string>;
  /** Runs another of the shell's commands, `npm run <script> -- ...args`, likewise; its output. */
  runScript(script: string, args: string[]): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** `settings`: more of the server's environment (ADMIN_TOKEN, WEBHOOK_ALLOW_PRIVATE_URLS, ...). */
export async function staffConsoleServer(
  name: string,
  settings: Record<string, string> = {},
): Promise<StaffConsoleServer> {
  const port = await freePort();
  const dataDir = join(tmpdir(), `stayfront-e2e-staff-${name}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const baseURL = `http://127.0.0.1:${port}`;
  const env = { ...process.env, ...e2eServerEnv(port, dataDir, staffSecretKey), ...settings };
  let server: ChildProcess | null = null;
  const runScript = (script: string, args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const cli = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: packageRoot, env });
      let out = '';
      let err = '';
      cli.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      cli.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      cli.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited ${code}: ${err}`))));
    });
  return {
    baseURL,
    outboxDir: join(dataDir, 'outbox'),
    dataDir,
    createStaff: (args) => runScript('staff:create', args),
    runScript,
    async start() {
      server = spawn(process.execPath, [join(packageRoot, 'dist/server/main.js')], {
        cwd: packageRoot,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForReady(`${baseURL}/api/ready`, server, 120_000);
    },
    async stop() {
      if (server) await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the server on a copy of the folder the suite's server command prepared, where each
 * member was made on The Ashbury (DEMO) as `npm run staff:create` makes them; the set-password
 * link made for each, on this server. `beforeStart` runs on the copy before the server holds it
 * (a shell command of the spec's own).
 */
export async function startWithStaff<K extends string>(
  server: StaffConsoleServer,
  members: Record<K, ShellStaffMember>,
  beforeStart?: () => Promise<void>,
): Promise<Record<K, string>> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const prepared = preparedStaffDir(port);
  const linksFile = join(prepared, preparedLinksFile);
  if (!existsSync(linksFile))
    throw new Error(`${linksFile} is missing: the suite's server command prepares it (e2e/playwright.config.ts)`);
  const printed = JSON.parse(readFileSync(linksFile, 'utf8')) as Record<string, string>;
  const links = {} as Record<K, string>;
  for (const key of Object.keys(members) as K[]) {
    const { email, role, name } = members[key];
    const made = preparedStaff.find((m) => m.email === email && m.role === role && m.name === name);
    const link = printed[email];
    if (!made || !link)
      throw new Error(`${email} (${role}) is not among the prepared staff: add it to e2e/staff-data.ts`);
    const { pathname, search } = new URL(link);
    links[key] = `${server.baseURL}${pathname}${search}`;
  }
  cpSync(prepared, server.dataDir, { recursive: true });
  await beforeStart?.();
  await server.start();
  return links;
}

/** Sets the password from the shell's link, then signs in with it by keyboard; ends on the property's console. */
export async function setPasswordAndSignIn(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/Admin\/DEMO\/?$/);
}
