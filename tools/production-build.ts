import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// What the production build is made from, and whether dist/ still matches it. Shared by
// `npm run build` (which records the hash), `npm start` and `npm run bench` (which build when stale).

export const packageRoot = findPackageRoot();
export const buildInfoPath = join(packageRoot, 'dist/build-info.json');

export interface BuildInfo {
  buildId: string;
  builtAt: string;
  inputHash: string;
}

const inputRoots = [
  'src',
  'tools/build.ts',
  'public',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
// Written by the router plugin during the build itself, from the route files already listed.
const derivedFiles = new Set(['src/client/routeTree.gen.ts']);

/** Every file the build reads, relative to the package root, sorted. */
export function listBuildInputs(): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
      return;
    }
    const name = relative(packageRoot, path).split('\\').join('/');
    if (!derivedFiles.has(name)) files.push(name);
  };
  for (const root of inputRoots) visit(join(packageRoot, root));
  return files.sort();
}

/** A content hash of the build inputs: equal hashes, equal builds. */
export function hashBuildInputs(files = listBuildInputs()): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(packageRoot, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function readBuildInfo(): BuildInfo | undefined {
  try {
    return JSON.parse(readFileSync(buildInfoPath, 'utf8')) as BuildInfo;
  } catch {
    return undefined;
  }
}

/**
 * Why dist/ must be rebuilt, or undefined when it is current. Modification times decide quickly;
 * when a file looks newer, the content hash has the last word (a touched file changes nothing).
 */
export function staleBuildReason(): string | undefined {
  const required = ['dist/server/main.js', 'dist/client/index.html'];
  const missing = required.find((file) => !existsSync(join(packageRoot, file)));
  const info = readBuildInfo();
  if (missing || !info) return 'no production build yet';
  const builtAt = statSync(buildInfoPath).mtimeMs;
  const files = listBuildInputs();
  const newer = files.find((file) => statSync(join(packageRoot, file)).mtimeMs > builtAt);
  if (!newer) return undefined;
  if (hashBuildInputs(files) === info.inputHash) return undefined;
  return `${newer} changed since the last build`;
}

/** Runs `npm run build` when dist/ is missing or stale; exits the process if the build fails. */
export function buildIfStale(): void {
  const reason = staleBuildReason();
  if (!reason) return;
  console.log(`Building Stayfront (${reason})...`);
  // A child process, so the bundlers' memory is given back before anything else runs.
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(packageRoot, 'tools/build.ts')], {
    cwd: packageRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The build failed.');
    process.exit(build.status ?? 1);
  }
}

function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`package.json not found above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return dir;
}
