import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The S3 test server (s3rver, decision 021) in a process of its own, so that a test can stop it (SIGKILL: the bucket
 * refuses connections), freeze it (SIGSTOP: connections are accepted by the system and never answered, a bucket that
 * hangs) and bring it back (SIGCONT, or a start on the same port and folder). The suite's shared server runs in
 * vitest's own process and must never be frozen.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = `
const S3rver = require('s3rver');
new S3rver({ port: Number(process.env.S3_PORT), address: '127.0.0.1', silent: true, directory: process.env.S3_DIR })
  .run()
  .then(({ port }) => console.log('PORT ' + port));
`;

export interface S3Child {
  port: number;
  process: ChildProcess;
}

export function startS3Child(directory: string, port = 0): Promise<S3Child> {
  const child = spawn(process.execPath, ['-e', SCRIPT], {
    cwd: root,
    env: { ...process.env, S3_PORT: String(port), S3_DIR: directory },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), process: child });
    });
    child.once('exit', (code) => reject(new Error(`s3rver s'est arrêté (code ${code})`)));
  });
}

/** Kills the server and waits for its port to be free. */
export async function killS3Child(s3: S3Child): Promise<void> {
  if (s3.process.exitCode !== null) return;
  const exited = new Promise((resolve) => s3.process.once('exit', resolve));
  s3.process.kill('SIGKILL');
  await exited;
}
