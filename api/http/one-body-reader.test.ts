import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One body reader (decision 009): `readValidBody` in api/http/validate.ts is the only code that reads a request body,
 * so every route answers 422 with every field error at once and 400 on an unreadable body. This test fails on any
 * other API source file that reads one itself (a second reader crept back into the gallery upload once).
 */
const READER = 'api/http/validate.ts';
const READS_BODY =
  /\bc\.req\.(json|text|parseBody|formData|arrayBuffer|blob)\s*\(|\bc\.req\.raw\.(body|json|text|formData)\b/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function bodyReads(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (READS_BODY.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('one body reader', () => {
  it('no API source file but api/http/validate.ts reads a request body', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const found = sourceFiles(path.join(root, 'api'))
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((f) => f !== READER)
      .flatMap((f) => bodyReads(f, fs.readFileSync(path.join(root, f), 'utf8')));
    expect(found, 'read the body with readValidBody (api/http/validate.ts)').toEqual([]);
  });

  it('recognises the ways a handler could read a body itself', () => {
    const code = [
      'const a = await c.req.json();',
      'const b = await c.req.parseBody({ all: true });',
      'const d = await c.req.raw.formData();',
      'const e = await readValidBody(c, schema);',
      'const f = c.req.query("page");',
    ].join('\n');
    expect(bodyReads('x.ts', code).map((l) => l.split(': ')[0])).toEqual(['x.ts:1', 'x.ts:2', 'x.ts:3']);
  });
});
