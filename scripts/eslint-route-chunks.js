// A local ESLint rule for the PWA's route files (pwa/routes/**): what a route file imports from a component module
// (a .tsx file: a screen, a layout) may only be used inside the options TanStack Router's code splitting moves out
// of the entry (`component`, `errorComponent`, `notFoundComponent`). Used anywhere else (`validateSearch`,
// `beforeLoad`, `loader`, the top of the file), the whole screen and everything it imports ride in the app's entry,
// which every page downloads first: three route files were found pulling the product list (papaparse, Dexie,
// TanStack Query, 40 Mantine chunks) into the sign-in page that way. Decision 013, « A route stays out of the entry ».
import fs from 'node:fs';
import path from 'node:path';

const ROUTES = `${path.sep}pwa${path.sep}routes${path.sep}`;
const SPLIT_KEYS = new Set(['component', 'errorComponent', 'notFoundComponent']);

/** The file an import names, when it is one of ours and a component module (.tsx). */
function componentModule(file, source) {
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(file), source);
  for (const candidate of [base, `${base}.tsx`, path.join(base, 'index.tsx')])
    if (candidate.endsWith('.tsx') && fs.existsSync(candidate)) return candidate;
  return null;
}

/** True when the node lies inside the value of a property the router's code splitting moves to its own chunk. */
function insideSplitOption(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'Property' && !at.computed && at.key.type === 'Identifier' && SPLIT_KEYS.has(at.key.name))
      return true;
  }
  return false;
}

/** The top-level function a node lies in (a function declaration, or a `const` holding a function), or null. */
function topLevelDeclaration(node) {
  for (let at = node; at?.parent; at = at.parent) {
    const parent = at.parent;
    const statement = parent.type === 'ExportNamedDeclaration' ? parent.parent : parent;
    if (statement?.type !== 'Program') continue;
    if (at.type === 'FunctionDeclaration') return at;
    if (at.type === 'VariableDeclaration') {
      // The declarator holding the node, when it declares a function (never the route object itself).
      const declarator = at.declarations.find((d) => d.range[0] <= node.range[0] && node.range[1] <= d.range[1]);
      const fn =
        declarator?.init?.type === 'ArrowFunctionExpression' || declarator?.init?.type === 'FunctionExpression';
      return fn ? declarator : null;
    }
    return null;
  }
  return null;
}

/**
 * True when a use of an import ends up only in split options: written there, or in a top-level function (the route's
 * component declared apart) that is itself used only there. The router plugin moves such functions out too.
 */
function usedOnlyInSplit(identifier, sourceCode, seen = new Set()) {
  if (insideSplitOption(identifier)) return true;
  const declaration = topLevelDeclaration(identifier);
  if (!declaration || seen.has(declaration)) return false;
  seen.add(declaration);
  const variables = sourceCode.getDeclaredVariables(declaration);
  if (variables.length === 0) return false;
  return variables.every((v) => {
    const reads = v.references.filter((r) => !r.init);
    return reads.length > 0 && reads.every((r) => usedOnlyInSplit(r.identifier, sourceCode, seen));
  });
}

const routeImportsStayOutOfTheEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'A route file uses what it imports from a screen only in its component options.' },
    schema: [],
    messages: {
      entry:
        '« {{name}} » vient de {{module}} (un écran) et sert hors de `component` : tout l’écran part dans le ' +
        'chargement de départ de chaque page. Mettez cette fonction dans un module .ts léger (décision 013).',
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    if (!file.includes(ROUTES) || /__root\.tsx$|\.test\.tsx?$/.test(file)) return {};
    const sourceCode = context.sourceCode ?? context.getSourceCode();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string') return;
        const target = componentModule(file, node.source.value);
        if (!target) return;
        for (const specifier of node.specifiers) {
          if (specifier.importKind === 'type') continue;
          for (const variable of sourceCode.getDeclaredVariables(specifier))
            for (const ref of variable.references)
              if (!usedOnlyInSplit(ref.identifier, sourceCode))
                context.report({
                  node: ref.identifier,
                  messageId: 'entry',
                  data: { name: specifier.local.name, module: path.basename(target) },
                });
        }
      },
    };
  },
};

export const boutiqueRouteChunks = { rules: { 'route-imports-stay-out-of-the-entry': routeImportsStayOutOfTheEntry } };
