import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { packageRoot } from './production-build';

// `npm run dev`: the API under `tsx watch` on port 3001 and the Vite dev server (hot reload,
// proxying /api to it, see vite.config.ts) together; Ctrl+C stops both.

const apiPort = process.env.API_PORT || '3001';
const vitePort = Number(process.env.VITE_PORT || 5173);
const appUrl = `http://localhost:${vitePort}`;

// Vite serves the app under /ClientApp/; in production the server answers app routes such as
// /Book/DEMO with index.html, and this does the same in development.
const appRoutesServeIndexHtml: Plugin = {
  name: 'stayfront:dev-app-routes',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const path = req.url?.split('?')[0] ?? '/';
      const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
      const isAppRoute =
        !path.startsWith('/ClientApp/') && !path.startsWith('/api/') && !path.startsWith('/@') && !/\.\w+$/.test(path);
      if (wantsPage && isAppRoute) req.url = '/ClientApp/index.html';
      next();
    });
  },
};

const api = spawn(
  process.execPath,
  [join(packageRoot, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/server/main.ts'],
  {
    cwd: packageRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: process.env.HOST || '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL || appUrl,
    },
  },
);

const vite = await createServer({
  configFile: join(packageRoot, 'vite.config.ts'),
  plugins: [appRoutesServeIndexHtml],
  server: { port: vitePort, strictPort: true, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
await vite.listen();
console.log(`\nVite dev server: ${appUrl}/Book/${process.env.DEFAULT_PROPERTY || 'DEMO'} (API on port ${apiPort})\n`);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await vite.close();
  // Ctrl+C in a terminal already reached the API (same process group); a second signal would make
  // tsx kill it before the database is closed. Only signal it if it is still running after a moment.
  const apiExited = new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve(undefined)));
  const settled = await Promise.race([
    apiExited.then(() => true),
    new Promise((r) => setTimeout(() => r(false), 2000)),
  ]);
  if (!settled) {
    api.kill('SIGTERM');
    await Promise.race([apiExited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API process ended (${code ?? 'signal'}); stopping the dev server.`);
    void stop(code ?? 1);
  }
});
