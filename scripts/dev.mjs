// `npm run dev`: the API (tsx, restarted on change) on API_PORT (default 3000) and the PWA's Vite dev server
// (default 5173) proxying /api, /sanctum and /uploads to it (see vite.config.ts). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const children = [];

function run(name, command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} stopped (${signal ?? code}); stopping the rest.`);
    stopAll();
    process.exitCode = code ?? 0;
  });
  children.push(child);
}

function stopAll() {
  for (const child of children) if (child.exitCode === null && !child.killed) child.kill('SIGTERM');
}

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

run('api', 'npx', ['tsx', 'watch', 'api/server.ts'], { PORT: apiPort });
run('pwa', 'npx', ['vite'], { API_PORT: apiPort });
