import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { DateFieldProps } from './DateFieldInput';
import { lazyPart, standInLook, useLazyPart } from './lazy-part';

// The date field's calendar (@mantine/dates, dayjs, its Popover and floating-ui: about 40 KB gzip) is fetched once
// the screen is drawn and the browser idle, or at once when the field is focused (a screen's first load
// ≤ 250 KB). Until then the field is drawn with its date as it reads (« 24/12/2026 »); the real one then takes its
// place, focused if it was. Offline the chunk comes from the service worker's precache like every other.
const dateFieldInput = lazyPart(() => import('./DateFieldInput').then((m) => m.default));

/** « 2026-12-24 » → « 24/12/2026 ». */
const asRead = (isoDay: string) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? isoDay.split('-').reverse().join('/') : '');

/** A date field in French (DateFieldInput.tsx); its value is the ISO day « YYYY-MM-DD » ('' when empty). */
export function DateField(props: DateFieldProps) {
  const { real: Real, intent, want } = useLazyPart(dateFieldInput);
  if (Real) {
    return <Real {...props} autoFocus={props.autoFocus || intent !== 'none'} />;
  }
  return (
    <TextInput
      {...standInLook(props)}
      withAsterisk={props.withAsterisk}
      maw={props.maw}
      miw={props.miw}
      placeholder={props.placeholder ?? 'jj/mm/aaaa'}
      leftSection={<IconCalendar size={16} />}
      value={asRead(props.value)}
      readOnly
      onFocus={() => want('focus')}
    />
  );
}
