import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, packageRoot } from './production-build';

// `npm start`: build when dist/ is missing or older than its sources, then run the production
// server in its own process (this one only forwards signals and the exit code).

buildIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', join(packageRoot, 'dist/server/main.js')], {
  cwd: packageRoot,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal, so whoever started us sees how the server ended.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
});
