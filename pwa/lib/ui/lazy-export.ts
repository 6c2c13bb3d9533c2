import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` of one named export of a module loaded with `import()`: the one way a screen, a dialog or the frame
 * fetches a part it does not draw on its first paint (decision 013).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
