import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What the tests that start real API processes (restarts, crashes, several processes) share.

/** A TCP port free on this machine now (the OS picks it; closed again before it is handed back). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, host, () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `check` every `everyMs` until it holds; throws naming `what` after `ms`. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  { ms = 60_000, everyMs = 50 }: { ms?: number; everyMs?: number } = {},
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the API as `npm start` runs it (`api/server.ts`) on `port`, with `env` over this process's environment, and
 * resolves once /api/health answers 200. One node process with tsx as its loader, not the `tsx` command: that one is
 * a wrapper whose SIGKILL leaves the real server running, and whose pid is not the one that claims publish jobs. A
 * process that exits before it answers, or does not answer within `ms`, fails the start (and is killed).
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  { stdio = ['ignore', 'ignore', 'inherit'], ms = 60_000 }: { stdio?: StdioOptions; ms?: number } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await until(
      'le processus de l’API répond à /api/health',
      async () => {
        if (exited) throw new Error('the API process exited before it answered');
        return fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { ms, everyMs: 100 },
    );
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return child;
}

/** The stand-in storefront builder of the tests that start API processes (STOREFRONT_BUILDER). */
export const FAKE_BUILDER = path.join(root, 'api/publishing/testing/fake-builder.mjs');

/** A line of the stand-in builder's FAKE_BUILD_LOG: a build's start or end, by which API process (`api`, its pid). */
export interface FakeBuild {
  slug: string;
  api: number;
  pid: number;
  event: 'start' | 'end';
  at: number;
}

/** The builds `log` (a FAKE_BUILD_LOG) has seen so far, in order; none before it exists. */
export const fakeBuilds = (log: string): FakeBuild[] =>
  fs.existsSync(log)
    ? fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as FakeBuild)
    : [];

/** Kills every build `log` names that still runs (one a killed API process left behind, a hanging one). */
export function killFakeBuilds(log: string): void {
  for (const b of fakeBuilds(log)) {
    try {
      process.kill(b.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
