import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A comment says what the code does and why; which issue asked for it belongs in the commit log and the decision
 * records (docs/decisions). « (issue 21) » in a comment tells a reader nothing she can use.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const ISSUE_REFERENCE = /\b[Ii]ssues? \d+/;
const ISSUE_AT_END = /\b[Ii]ssues?\s*$/;
const NUMBER_AT_START = /^\s*(\/\/|\*)\s*\d+/;

describe('comments', () => {
  it('never name the issue that asked for the code', () => {
    const files = execFileSync(
      'git',
      ['ls-files', 'api', 'pwa', 'shared', 'storefront-ssg', 'tests', 'scripts', 'bench'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js|astro)$/.test(f) && !f.endsWith('comments-say-what-not-when.test.ts'));
    const found: string[] = [];
    for (const file of files) {
      const path = `${root}${file}`;
      if (!fs.existsSync(path)) continue;
      const lines = fs.readFileSync(path, 'utf8').split('\n');
      lines.forEach((line, i) => {
        // « (issue » at a line's end and « // 22) » at the next one's start is the same reference, wrapped.
        const wrapped = ISSUE_AT_END.test(line) && NUMBER_AT_START.test(lines[i + 1] ?? '');
        if (ISSUE_REFERENCE.test(line) || wrapped) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
