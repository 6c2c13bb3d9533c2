import { InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazyPart, standInLook, useLazyPart } from './lazy-part';
import type { MonthFieldProps } from './month-field-props';

// The month picker (@mantine/dates, dayjs, its Popover and floating-ui: about 40 KB gzip) is fetched once the screen
// is drawn and the browser idle, or at once when the field is focused or tapped (a screen's first load
// ≤ 250 KB), as lib/ui/DateField.tsx does for a day. Until then the field reads its month (« novembre 2026 »); the
// real one then takes its place, focused and open if it was tapped. Offline the chunk comes from the precache.
export type { MonthFieldProps } from './month-field-props';

const monthFieldInput = lazyPart(() => import('./MonthFieldInput').then((m) => m.default));

const FR_MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** « 2026-11 » → « novembre 2026 » (as the picker writes it). */
const asRead = (month: string) =>
  /^\d{4}-\d{2}$/.test(month) ? FR_MONTH.format(new Date(`${month}-01T00:00:00Z`)) : '';

export function MonthField(props: MonthFieldProps) {
  const { real: Real, intent, want } = useLazyPart(monthFieldInput);
  if (Real) {
    return (
      <Real
        {...props}
        autoFocus={props.autoFocus || intent !== 'none'}
        popoverProps={intent === 'open' ? { defaultOpened: true, ...props.popoverProps } : props.popoverProps}
      />
    );
  }
  return (
    <InputBase
      {...standInLook(props)}
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
