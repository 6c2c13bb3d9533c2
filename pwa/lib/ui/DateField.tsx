import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { DateFieldProps } from './DateFieldInput';

// The date field's calendar (@mantine/dates, dayjs, its Popover and floating-ui: about 40 KB gzip) is fetched once
// the screen is drawn and the browser idle, or at once when the field is focused (issue 22: a screen's first load
// ≤ 250 KB). Until then the field is drawn with its date as it reads (« 24/12/2026 »); the real one then takes its
// place, focused if it was. Offline the chunk comes from the service worker's precache like every other.
let loaded: ComponentType<DateFieldProps> | null = null;
let loading: Promise<unknown> | null = null;
const load = () =>
  (loading ??= import('./DateFieldInput').then((m) => {
    loaded = m.default;
  }));

/** « 2026-12-24 » → « 24/12/2026 ». */
const asRead = (isoDay: string) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? isoDay.split('-').reverse().join('/') : '');

/** A date field in French (DateFieldInput.tsx); its value is the ISO day « YYYY-MM-DD » ('' when empty). */
export function DateField(props: DateFieldProps) {
  const [focused, setFocused] = useState(false);
  const [, loadedNow] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const start = () => void load().then(() => live && loadedNow());
    const ric = window.requestIdleCallback;
    const handle = ric ? ric(start, { timeout: 1500 }) : window.setTimeout(start, 50);
    return () => {
      live = false;
      (window.cancelIdleCallback ?? window.clearTimeout)(handle);
    };
  }, []);
  if (loaded) {
    const Real = loaded;
    return <Real {...props} autoFocus={props.autoFocus || focused} />;
  }
  return (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
      disabled={props.disabled}
      size={props.size}
      w={props.w}
      maw={props.maw}
      miw={props.miw}
      style={props.style}
      className={props.className}
      aria-label={props['aria-label']}
      placeholder={props.placeholder ?? 'jj/mm/aaaa'}
      leftSection={<IconCalendar size={16} />}
      value={asRead(props.value)}
      readOnly
      onFocus={() => {
        setFocused(true);
        void load().then(() => loadedNow());
      }}
    />
  );
}
