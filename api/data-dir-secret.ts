import fs from 'node:fs';
import path from 'node:path';

/**
 * The content of DATA_DIR/`name`, made by `make` on first use. Written under a temporary name and linked in place:
 * of processes starting together on a fresh DATA_DIR, the first link wins and every process reads that one content
 * (a token signed by one is valid on all; one key pair for every push subscription). Owner-only (0600).
 */
export function dataDirSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, make() + '\n', { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
