import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { InputBase } from '@mantine/core';
import type { MonthPickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

// The month picker (@mantine/dates, dayjs, its Popover and floating-ui: about 40 KB gzip) is fetched once the screen
// is drawn and the browser idle, or at once when the field is focused or tapped (issue 22: a screen's first load
// ≤ 250 KB), as lib/ui/DateField.tsx does for a day. Until then the field reads its month (« novembre 2026 »); the
// real one then takes its place, focused and open if it was tapped. Offline the chunk comes from the precache.
export type MonthFieldProps = Omit<MonthPickerInputProps, 'value' | 'onChange' | 'valueFormat' | 'type'> & {
  /** « YYYY-MM » */
  value: string;
  onChange: (month: string) => void;
};

let loaded: ComponentType<MonthFieldProps> | null = null;
let loading: Promise<unknown> | null = null;
const load = () =>
  (loading ??= import('./MonthFieldInput').then((m) => {
    loaded = m.default;
  }));

const FR_MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** « 2026-11 » → « novembre 2026 » (as the picker writes it). */
const asRead = (month: string) =>
  /^\d{4}-\d{2}$/.test(month) ? FR_MONTH.format(new Date(`${month}-01T00:00:00Z`)) : '';

type Intent = 'none' | 'focus' | 'open';

export function MonthField(props: MonthFieldProps) {
  const [intent, setIntent] = useState<Intent>('none');
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
    return (
      <Real
        {...props}
        autoFocus={props.autoFocus || intent !== 'none'}
        popoverProps={intent === 'open' ? { defaultOpened: true, ...props.popoverProps } : props.popoverProps}
      />
    );
  }
  const want = (next: Intent) => {
    if (intent !== 'open') setIntent(next);
    void load().then(() => loadedNow());
  };
  return (
    <InputBase
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      size={props.size}
      w={props.w}
      style={props.style}
      className={props.className}
      aria-label={props['aria-label']}
      data-testid={(props as { 'data-testid'?: string })['data-testid']}
      leftSection={<IconCalendar size={16} />}
      value={asRead(props.value)}
      readOnly
      pointer
      onFocus={() => want('focus')}
      onClick={() => want('open')}
    />
  );
}
