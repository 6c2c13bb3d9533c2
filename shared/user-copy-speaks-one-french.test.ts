import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One guard for the words users read (DESIGN, French copy; docs/glossary.md). It reads every text a
 * user can see — string and template literals and JSX text of the PWA (the marketing site is its public pages), the
 * shared messages, the storefront and the API (its answers, no-JavaScript pages and mails), plus the markup of the
 * Astro pages — and fails on:
 * - « serveur »: a tailor knows « en ligne », « Internet », « cet appareil »;
 * - an English sentence (« Toggle password visibility », « The file given is not an image »): the specification's
 *   English texts are shown in French;
 * - « UTC » in a text, a « (s) » plural (« membre(s) »: say « 1 membre », « 2 membres »), « FCFA » (the currency is
 *   written « F CFA », or the store's own through lib/money.ts), a decimal point before a unit (« 45.5 cm »: « 45,5 cm »).
 * Not read: comments (for developers), tests (their stubs never reach a screen), developers' logs and thrown Errors,
 * SQL (tagged templates), and literals that are code (identifiers, paths, CSS, keys: no space and no accent).
 */
const root = path.resolve(import.meta.dirname, '..');

const RULES: { name: string; test: (text: string) => boolean }[] = [
  { name: 'serveur', test: (t) => /serveur/i.test(t) },
  {
    name: 'anglais',
    test: (t) =>
      /\b(the|given|Free|Toggle|visibility|Please|Loading|Submit|Cancel|Something went wrong|Failed to|is not an?|No \w+ available|must be|should be)\b/.test(
        t,
      ) && !looksLikeCode(t),
  },
  { name: 'UTC', test: (t) => /\bUTC\b/.test(t) && /\s/.test(t.trim()) && !looksLikeCode(t) },
  { name: '(s)', test: (t) => /\p{L}\(s\)/u.test(t) },
  { name: 'FCFA', test: (t) => /\bFCFA\b/.test(t) },
  { name: 'décimale', test: (t) => /\d\.\d+\s?(cm|m|mm|kg|g|%)(?![\p{L}\d])/u.test(t) },
];

/** Code, not copy: a URL, a path, a regex, CSS, a MIME type, an identifier list. */
function looksLikeCode(text: string): boolean {
  return /^(https?:|\/|[.#]?[a-z-]+\(|[a-z]+\/[a-z])|=>|\bvar\(|^[\w.$-]+$/.test(text.trim());
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(tsx?|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Texts for developers and operators: logs, thrown errors, a Prometheus series' `help`. */
function isDeveloperCall(node: ts.Node): boolean {
  if (ts.isNewExpression(node)) return /^(Error|TypeError|RangeError)$/.test(node.expression.getText());
  if (ts.isPropertyAssignment(node) && node.name.getText() === 'help') return true;
  if (!ts.isCallExpression(node)) return false;
  return /^(console|logger|([\w.]+\.)?log)\.\w+$/.test(node.expression.getText());
}

/** The user-visible texts of a TypeScript file: every literal and JSX text, comments left out by the parser. */
export function textsOfTypeScript(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) || isDeveloperCall(node) || ts.isImportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      // Read whole, a placeholder for each value: « Publié le ${date} (UTC) » is one sentence, not « (UTC) » alone.
      texts.push(node.head.text + node.templateSpans.map((s) => '…' + s.literal.text).join(''));
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return texts;
}

/** An Astro page: its frontmatter is TypeScript, the rest is markup whose HTML comments and scripts are left out. */
function textsOfAstro(file: string, source: string): string[] {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source);
  const markup = source
    .slice(frontmatter ? frontmatter[0].length : 0)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '');
  return [...(frontmatter ? textsOfTypeScript(`${file}.ts`, frontmatter[1]!) : []), markup];
}

function offendingTexts(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const texts = file.endsWith('.astro') ? textsOfAstro(file, source) : textsOfTypeScript(file, source);
  return texts.flatMap((t) =>
    RULES.filter((r) => r.test(t)).map((r) => `${path.relative(root, file)}: [${r.name}] ${t.trim().slice(0, 120)}`),
  );
}

describe('user copy', () => {
  it('speaks one French in the PWA, shared, the storefront and the API (docs/glossary.md)', () => {
    const files = ['pwa', 'shared', 'storefront-ssg', 'api'].flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(offendingTexts)).toEqual([]);
  });

  it('catches each rule in a literal and in JSX text, and ignores comments, logs and code', () => {
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
          "const d = 'The file given is not an image';",
          "const e = { timeZone: 'UTC', label: 'Date (UTC)' };",
          'const f = <p>{n} membre(s)</p>;',
          "const g = '15 000 FCFA';",
          "const h = 'Tour de taille : 45.5 cm';",
          "console.info('the server is not ready');",
          "const i = 'Tour de taille : 45,5 cm · 4,5 m · 15 000 F CFA';",
        ].join('\n'),
      );
      expect(offendingTexts(file).map((t) => t.split(': ').slice(1).join(': '))).toEqual([
        '[serveur] Envoyée au serveur',
        '[serveur] La commande part au Serveur',
        '[anglais] The file given is not an image',
        '[UTC] Date (UTC)',
        '[(s)] membre(s)',
        '[FCFA] 15 000 FCFA',
        '[décimale] Tour de taille : 45.5 cm',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
