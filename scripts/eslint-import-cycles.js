// A local ESLint rule: no import circle between our own modules (a → b → … → a), type imports and lazy import()
// included. A circle makes the order modules are evaluated in depend on which one is loaded first, and keeps two
// modules from being understood (or split into chunks) apart. Only our files are followed: relative paths and the
// `#shared/*` alias (package.json "imports"); packages are never entered. The graph is read once per lint run and
// kept per file with its modification time, so each file is parsed once whatever the number of files asking.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The file an import names, or null when it is a package or cannot be found. */
function resolve(from, source) {
  let base;
  if (source.startsWith('.')) base = path.resolve(path.dirname(from), source);
  else if (source.startsWith('#shared/')) base = path.join(ROOT, 'shared', source.slice('#shared/'.length));
  else return null;
  if (/\.(css|svg|png|json)$/.test(base)) return null;
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

const edges = new Map();
/** The modules a file imports (ours only), read from its text. */
function importsOf(file) {
  let stamp;
  try {
    stamp = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = edges.get(file);
  if (known && known.stamp === stamp) return known.targets;
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const targets = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[1] ?? m[2]);
    if (target && !targets.includes(target)) targets.push(target);
  }
  edges.set(file, { stamp, targets });
  return targets;
}

/** A path from `start` back to `goal`, or null (depth-first, each module visited once). */
function pathBack(start, goal) {
  const seen = new Set();
  const walk = (file, trail) => {
    if (file === goal) return trail;
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of importsOf(file)) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle between our own modules (type imports and import() included).' },
    schema: [],
    messages: {
      cycle: 'Import circulaire : {{circle}}. Mettez ce que les deux partagent dans un module que chacun importe.',
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolve(file, source);
      if (!target) return;
      const back = pathBack(target, file);
      if (!back) return;
      const circle = [file, ...back].map((f) => path.relative(ROOT, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { circle } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boutiqueImportCycles = { rules: { 'no-import-cycles': noImportCycles } };
