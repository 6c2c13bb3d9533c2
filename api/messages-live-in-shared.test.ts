import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every French message exists once, in `shared/` (decision 010): the API imports it from `#shared/messages` or the
 * domain's `#shared/schemas/<domain>`, it never writes the sentence itself. This test reads every API source file
 * (tests excepted) and fails on a literal that looks like a message: an accented French text, the `message` of an
 * answer or `subject` of a mail, the text of an `ApiError` or its helpers, a notification's text, or an UPPER_CASE
 * constant holding a sentence.
 *
 * Not messages, so not checked: operator diagnostics (log and console lines, plain `new Error(…)`, the start-up
 * configuration checks), the demo data of `api/seed/`, the test factories, landed migrations (never edited), and the
 * markup of the no-JavaScript shop pages written as html`…` templates (page copy, like the storefront's templates).
 */
const EXEMPT_FILES = [
  /^api\/seed\//,
  /^api\/testing\//,
  /^api\/db\/migrations\//,
  /^api\/config\.ts$/, // start-up configuration problems, read by the operator in the console
  /^api\/push\/vapid-keys\.ts$/, // its part of the start-up configuration checks (VAPID_*), read by the operator
  /^api\/cluster\.ts$/, // same
  /^api\/logger\.ts$/, // the masks written in log lines, read by the operator
];
const FRENCH = /[àâçéèêëîïôûùüÿœæÀÂÇÉÈÊËÎÏÔÛÙÜŸŒÆ«»’]/;
const SENTENCE = /^[A-ZÀ-Ý][^\s]*\s+\S/;
const ERROR_HELPERS = new Set(['ApiError', 'notFound', 'forbidden', 'unauthorized', 'unprocessable', 'conflict']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string => {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return `${e.expression.getText()}.${e.name.text}`;
  return '';
};

/** Operator text: a log or console line, or a plain Error (the client only ever sees « Une erreur inattendue »). */
function insideDiagnostic(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isCallExpression(p) && /^(console|([\w.]+\.)?log|createLogger\([^)]*\))\.\w+$/.test(calleeName(p)))
      return true;
    if (ts.isCallExpression(p) && /^(log|logger)$/.test(calleeName(p))) return true;
    if (ts.isNewExpression(p) && calleeName(p) === 'Error') return true;
    if (ts.isFunctionLike(p)) return false;
  }
  return false;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
  return null;
}

function messageLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    // html`…` markup of the no-JavaScript pages is page copy; its ${…} parts are still visited.
    if (ts.isTaggedTemplateExpression(node)) {
      if (ts.isTemplateExpression(node.template)) node.template.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    const value = literalText(node);
    if (value !== null && !insideDiagnostic(node)) {
      const parent = node.parent;
      const isMessageProperty =
        ts.isPropertyAssignment(parent) &&
        parent.initializer === node &&
        ['message', 'subject'].includes(parent.name.getText());
      const isNotification = ts.isCallExpression(parent) && /^notify\w+$/.test(calleeName(parent)) && /\s/.test(value);
      const isErrorText =
        (ts.isCallExpression(parent) || ts.isNewExpression(parent)) &&
        ERROR_HELPERS.has(calleeName(parent)) &&
        parent.arguments?.includes(node as ts.Expression);
      const isErrorDefault =
        ts.isParameter(parent) && parent.initializer === node && parent.name.getText() === 'message';
      const isSentenceConstant =
        ts.isVariableDeclaration(parent) &&
        parent.initializer === node &&
        /^[A-Z][A-Z0-9_]*$/.test(parent.name.getText()) &&
        SENTENCE.test(value);
      const flagged = isMessageProperty || isNotification || isErrorText || isErrorDefault || isSentenceConstant;
      if (FRENCH.test(value) || flagged) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file}:${line + 1}: ${value.slice(0, 80)}`);
      }
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('French messages live in shared/', () => {
  it('no API source file writes a message itself', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = sourceFiles(path.join(root, 'api'))
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((f) => !EXEMPT_FILES.some((re) => re.test(f)));
    const found = files.flatMap((f) => messageLiterals(f, fs.readFileSync(path.join(root, f), 'utf8')));
    expect(found, 'move these texts to shared/messages.ts or shared/schemas/<domain>.ts and import them').toEqual([]);
  });

  it('recognises a message written in a handler, and leaves logs and imports alone', () => {
    const code = [
      "import { X } from '#shared/messages';",
      "app.post('/', (c) => c.json({ message: 'Produit créé.' }));",
      "throw notFound('Image introuvable.');",
      "const CODE_TAKEN = 'Numero deja pris';",
      "await notifyAdmins(db, 'contact', id, `Nouveau message de ${name}`);",
      "log.error('envoi impossible', err);",
      'throw new Error(`migration ${name} a échoué`);',
      'const page = html`<p>Retour à la boutique</p>`;',
      "const X_SLUG = 'boutique';",
    ].join('\n');
    expect(messageLiterals('x.ts', code).map((l) => l.split(': ')[1])).toEqual([
      'Produit créé.',
      'Image introuvable.',
      'Numero deja pris',
      'Nouveau message de …',
    ]);
  });
});
