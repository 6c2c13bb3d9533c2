import type { InputBaseProps } from '@mantine/core';
import { useEffect, useReducer, useState } from 'react';
import { whenNetworkQuiet } from '../network-quiet';

// What lib/ui's stand-ins (LazySelect, LazyPills, DateField, MonthField: decision 013) share: the real field's module,
// fetched once for every field using it, when the screen is drawn, its network quiet and the browser idle, or at once when the user
// reaches for the field (focus, tap). A screen's first load stays ≤ 250 KB.

/** What the user did with the stand-in before the real field came: nothing, focused it, or tapped it open. */
export type Intent = 'none' | 'focus' | 'open';

export interface LazyPart<T> {
  load(): Promise<T>;
  /** The module once it has come, null before. */
  current(): T | null;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= importer().then((m) => {
        loaded = m;
        return m;
      })),
    current: () => loaded,
  };
}

/** The part (null until it has come: draw the stand-in), what the user meant, and `want` for the stand-in's events. */
export function useLazyPart<T>(part: LazyPart<T>): { real: T | null; intent: Intent; want: (next: Intent) => void } {
  const [intent, setIntent] = useState<Intent>('none');
  const [, loadedNow] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (part.current()) return;
    let live = true;
    const start = () => void part.load().then(() => live && loadedNow());
    let handle: number | undefined;
    const stopQuiet = whenNetworkQuiet(() => {
      const ric = window.requestIdleCallback;
      handle = ric ? ric(start, { timeout: 1500 }) : window.setTimeout(start, 50);
    });
    return () => {
      live = false;
      stopQuiet();
      if (handle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(handle);
    };
  }, [part]);
  const want = (next: Intent) => {
    if (intent !== 'open') setIntent(next);
    void part.load().then(() => loadedNow());
  };
  return { real: part.current(), intent, want };
}

/** What every stand-in field draws of the real field's props, so it looks and reads the same until that one comes. */
type FieldLook = Pick<
  InputBaseProps,
  'label' | 'description' | 'error' | 'required' | 'disabled' | 'size' | 'w' | 'style' | 'className'
> & { 'aria-label'?: string };

export function standInLook(props: FieldLook): FieldLook {
  return {
    label: props.label,
    description: props.description,
    error: props.error,
    required: props.required,
    disabled: props.disabled,
    size: props.size,
    w: props.w,
    style: props.style,
    className: props.className,
    'aria-label': props['aria-label'],
  };
}
