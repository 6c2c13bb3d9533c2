/**
 * The PWA's route paths, read from TanStack Router's generated route tree (pwa/routeTree.gen.ts), so that the server
 * can answer 404 for paths the app does not know and the service worker only claims navigations that belong to the
 * app (storefronts at /{slug} share the origin and must keep reaching the network).
 */

/** Full paths such as '/', '/auth/signin', '/user/customers/$customersId', '/docs/$' from the generated tree's text. */
export function routePathsFromTree(treeSource: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(treeSource)?.[1] ?? '';
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
  return [...new Set(paths.map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)))].sort();
}

/** First path segments owned by the app ('auth', 'user', 'pricing', …), excluding parameters. */
export function topSegments(paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    const first = p.split('/')[1];
    if (first && !first.startsWith('$')) out.add(first);
  }
  return [...out].sort();
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Service-worker allowlist: '/' and every path under one of the app's first segments. */
export function navigationAllowlist(paths: readonly string[]): RegExp[] {
  const segments = topSegments(paths);
  const list = [/^\/$/];
  if (segments.length) list.push(new RegExp(`^/(?:${segments.map(escapeRegex).join('|')})(?:/|$)`));
  return list;
}
