import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A tailor or a merchant knows « en ligne », « Internet », « cet appareil »: never « serveur » (DESIGN, French copy).
 * This test reads every text a user can see — string and template literals and JSX text of the PWA, the shared
 * messages, the storefront and the API (its no-JavaScript pages and mails), plus the markup of the Astro pages — and
 * fails on « serveur ». Comments are not read: they are for developers. Tests are not read: their stub errors never
 * reach a screen.
 */
const root = path.resolve(import.meta.dirname, '..');
const FORBIDDEN = /serveur/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(tsx?|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The user-visible texts of a TypeScript file: every literal and JSX text, comments left out by the parser. */
function textsOfTypeScript(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return texts;
}

/** An Astro page: its frontmatter is TypeScript, the rest is markup whose HTML comments are left out. */
function textsOfAstro(file: string, source: string): string[] {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source);
  const markup = source.slice(frontmatter ? frontmatter[0].length : 0).replace(/<!--[\s\S]*?-->/g, '');
  return [...(frontmatter ? textsOfTypeScript(`${file}.ts`, frontmatter[1]!) : []), markup];
}

function offendingTexts(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const texts = file.endsWith('.astro') ? textsOfAstro(file, source) : textsOfTypeScript(file, source);
  return texts.filter((t) => FORBIDDEN.test(t)).map((t) => `${path.relative(root, file)}: ${t.trim()}`);
}

describe('user copy', () => {
  it('never says « serveur » in the PWA, shared, the storefront or the API', () => {
    const files = ['pwa', 'shared', 'storefront-ssg', 'api'].flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(offendingTexts)).toEqual([]);
  });

  it('catches « serveur » in a literal and in JSX text, and ignores it in a comment', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-guard-'));
    try {
      const file = path.join(dir, 'Sample.tsx');
      fs.writeFileSync(
        file,
        [
          '// Sent to the serveur on the next sync.',
          "const a = 'Envoyée au serveur';",
          'const b = <p>La commande part au Serveur</p>;',
          "const c = 'Envoyée en ligne';",
        ].join('\n'),
      );
      expect(offendingTexts(file).map((t) => t.split(': ')[1])).toEqual([
        'Envoyée au serveur',
        'La commande part au Serveur',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
