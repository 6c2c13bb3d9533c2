// `npm test`: the whole suite, in steps; the commands of a step run side by side. Output is streamed (a step that
// runs several commands prefixes each line with its name); the first failure stops the run, the other commands of its
// step are stopped, and the exit code is non-zero. At the end, the time of each part.
// Plain Node (no tsx): it starts in milliseconds.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/**
 * Lint and typecheck share a step: each is a single process that leaves the second core idle. On a fresh machine the
 * system packages the later steps need (Chromium, PostgreSQL) are installed meanwhile, in one apt run (network and
 * disk more than CPU); when they are there that part takes milliseconds. The vitest runs and
 * the journeys keep both cores busy on their own (2 workers each) and share one test PostgreSQL/S3 set-up each, so
 * they stay one after the other.
 */
const steps = [
  [
    { name: 'lint', command: 'npm run --silent lint' },
    { name: 'typecheck', command: 'npm run --silent typecheck' },
    { name: 'paquets', command: 'bash scripts/ensure-system-packages.sh chromium postgresql' },
  ],
  [{ name: 'test:unit', command: 'npm run --silent test:unit' }],
  [{ name: 'test:pg', command: 'npm run --silent test:pg' }],
  [{ name: 'test:e2e', command: 'npm run --silent test:e2e' }],
];

const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run({ name, command }, prefix) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, { shell: true, stdio: prefix ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
    }
    child.on('exit', (code, signal) => {
      times.push({ name, ms: Date.now() - t0, ok: code === 0 });
      resolve({ child, code: code ?? (signal ? 1 : 0) });
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
  });
}

const running = new Set();
function summary(failed) {
  console.log('\nDurée de chaque partie :');
  for (const t of times) console.log(`  ${t.ok ? '✓' : '✗'} ${t.name.padEnd(10)} ${seconds(t.ms).padStart(6)}`);
  console.log(`  ${failed ? '✗' : '✓'} ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(6)}`);
}

for (const step of steps) {
  const results = step.map((part) => run(part, step.length > 1));
  // The first failure of the step stops its other commands.
  const failed = await new Promise((resolve) => {
    let left = results.length;
    for (const r of results)
      r.then(({ code }) => {
        if (code !== 0) {
          for (const child of running) child.kill('SIGTERM');
          resolve(code);
        } else if (--left === 0) resolve(0);
      });
  });
  if (failed) {
    await Promise.all(results);
    summary(true);
    process.exit(failed);
  }
}
summary(false);
