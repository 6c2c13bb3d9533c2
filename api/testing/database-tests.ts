import fs from 'node:fs';
import path from 'node:path';

/**
 * Which test files `npm run test:pg` runs again on PostgreSQL (vitest.config.ts): every test that opens an API
 * database through the harness (api/testing/harness.ts), directly or through a sibling helper module that does
 * (pwa/lib/sync/test-support.ts). Found by reading the files: no list to keep up to date. Tests without a database
 * (pwa/, shared/, pure helpers) ran once already on SQLite's run.
 * `api/testing/database-tests.test.ts` fails when a test opens a database another way without being named below.
 */
export function testsWithDatabase(root = '.'): string[] {
  return testFiles(root).filter((file) => usesHarness(path.join(root, file)));
}

/** Test files that open a database without the harness, SQLite-only by nature, each with why. */
export const SQLITE_ONLY_TESTS: Record<string, string> = {
  'api/ops/crash.test.ts': 'embedded database durability when its server is killed (synchronous=FULL, WAL)',
  'api/db/sqlite-transactions.test.ts': 'how an embedded database transaction begins, beside a second connection',
};

/** Every test file of the vitest run (vitest.config.ts's include), as a path from the root with `/`. */
export function testFiles(root = '.'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(rel);
    }
  };
  for (const dir of ['api', 'pwa', 'shared', 'storefront-ssg']) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

// A file uses the harness when it imports it, or imports a sibling module that does.
function usesHarness(file: string): boolean {
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes('testing/harness')) return true;
  return [...text.matchAll(/from '(\.\/[^']+)'/g)].some(([, spec]) => {
    const target = path.join(path.dirname(file), spec + '.ts');
    return fs.existsSync(target) && fs.readFileSync(target, 'utf8').includes('testing/harness');
  });
}
