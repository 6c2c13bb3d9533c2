import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Merchants and shoppers never read « serveur »: the product says « en ligne » or « Internet » (brief and spec's
 * tone). Reads every string, template and JSX text of the PWA, the storefront islands and the shared messages
 * (comments and tests excepted) and fails on the word.
 */
const ROOTS = ['pwa', 'storefront-ssg/src', 'shared'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/\.gen\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

function userTexts(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('user copy', () => {
  it('never says « serveur » to a merchant or a shopper', () => {
    const offenders = ROOTS.flatMap(sourceFiles).flatMap((file) =>
      userTexts(file)
        .filter((t) => /serveur/i.test(t.text))
        .map((t) => `${file}:${t.line} ${t.text.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
