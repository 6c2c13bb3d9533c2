import { lazy, Suspense, useState, type ComponentType } from 'react';

// What LazyModal and LazyDrawer share: a Mantine overlay whose chunk is fetched the first time the screen opens it,
// not with the screen (a screen's first load ≤ 250 KB). Closed and never opened, it draws nothing (as the
// real one would); once opened it stays mounted, so it closes with its animation. Offline the chunk comes from the
// service worker's precache like every other.
export function openedOnce<P extends { opened: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Real = lazy(load) as unknown as ComponentType<P>;
  return function OpenedOnce(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} />
      </Suspense>
    );
  };
}
