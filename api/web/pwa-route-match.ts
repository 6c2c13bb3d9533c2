/**
 * Does a URL path belong to the PWA? Patterns are TanStack Router full paths from dist/pwa/pwa-routes.json:
 * '$name' matches one segment, a lone '$' matches the rest of the path.
 */
export function compileRoutePatterns(patterns: readonly string[]): (pathname: string) => boolean {
  const compiled = patterns.map((p) => p.split('/').filter(Boolean));
  return (pathname) => {
    const parts = pathname.split('/').filter(Boolean);
    return compiled.some((segments) => matches(segments, parts));
  };
}

function matches(pattern: readonly string[], parts: readonly string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    if (seg === '$') return parts.length > i; // splat: one segment or more
    if (i >= parts.length) return false;
    if (seg.startsWith('$')) continue;
    if (seg !== parts[i]) return false;
  }
  return pattern.length === parts.length;
}
