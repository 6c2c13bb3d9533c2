import type { Plugin } from 'vite';

// A wide table's scroll container scrolls natively. Mantine's Table imports its ScrollContainer, which
// imports ScrollArea, which imports @floating-ui/react: every screen with a table fetched the `popover` chunk
// (floating-ui, about 19 KB gzip) and ScrollArea (about 5 KB) for a sideways scroll. This plugin makes `type="native"`
// the container's default and drops its ScrollArea import, so Table no longer reaches them: the container is a plain
// `<div>` with `overflow: auto` (Mantine's own native mode: the phone's own scrolling and scroll bar). No screen asks
// for `type="scrollarea"`; one that did would get the plain `<div>` too.
const FILE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;
const IMPORT = 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";';
const DEFAULTS = 'const defaultProps = { type: "scrollarea" };';

export function nativeTableScroll(): Plugin {
  return {
    name: 'boutique-native-table-scroll',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      if (!code.includes(IMPORT) || !code.includes(DEFAULTS))
        throw new Error(`${id}: Mantine's TableScrollContainer changed, update pwa/build/native-table-scroll.ts`);
      return {
        code: code
          .replace(IMPORT, 'const ScrollArea = "div";')
          .replace(DEFAULTS, 'const defaultProps = { type: "native" };'),
        map: null,
      };
    },
  };
}
