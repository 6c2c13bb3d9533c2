// A local ESLint rule: a file in pwa/features/<a>/ never imports from pwa/features/<b>/ (no imports between
// features: what two features share lives in pwa/lib/ or pwa/app/). Written here because the rule needs the
// resolved folder of both sides, which no-restricted-imports' glob patterns cannot express for relative paths.
import path from 'node:path';

const FEATURES = `${path.sep}pwa${path.sep}features${path.sep}`;

/** The feature folder a file or an import target lies in, or null outside pwa/features/. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  return file.slice(at + FEATURES.length).split(path.sep)[0] ?? null;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'No imports between PWA features (pwa/features/<a> → pwa/features/<b>).' },
    schema: [],
    messages: {
      cross: 'La fonctionnalité « {{from}} » importe « {{to}} » : ce qui est partagé va dans pwa/lib/ ou pwa/app/.',
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const ROOT = process.cwd();
const isTestFile = (file) => /\.test\.tsx?$|[\\/](testing|tests)[\\/]|(test-support|property-harness)\.ts$/.test(file);

/** The top-level part of the package a path lies in: shared, api, pwa, storefront-ssg, … (null outside it). */
function layerOf(absolute) {
  const relative = path.relative(ROOT, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** Which layers each layer may import (DESIGN.md: imports flow one way, shared ← api, pwa, storefront-ssg). */
const ALLOWED = {
  shared: ['shared'],
  pwa: ['pwa', 'shared'],
  'storefront-ssg': ['storefront-ssg', 'shared'],
  api: ['api', 'shared'],
};

const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'shared imports nothing of ours; pwa and storefront-ssg never import api (outside tests).' },
    schema: [],
    messages: {
      layer: '« {{from}} » ne peut pas importer « {{to}} » (DESIGN.md : shared ← api, pwa, storefront-ssg).',
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = layerOf(file);
    const allowed = from ? ALLOWED[from] : undefined;
    if (!allowed || isTestFile(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let to = null;
      if (source.startsWith('#shared/')) to = 'shared';
      else if (source.startsWith('.')) to = layerOf(path.resolve(path.dirname(file), source));
      // The storefront's Astro config and build scripts sit at the root; api may run the storefront-ssg build script.
      if (to && !allowed.includes(to) && !(from === 'api' && to === 'storefront-ssg')) {
        context.report({ node, messageId: 'layer', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boutiqueBoundaries = {
  rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'layer-boundaries': layerBoundaries },
};
