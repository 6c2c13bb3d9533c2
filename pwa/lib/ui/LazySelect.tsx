import type { ComponentType } from 'react';
import { InputBase, type ComboboxData, type SelectProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

// Mantine's Select stands on Combobox, Popover, ScrollArea and floating-ui: about 32 KB gzip, on some 70 screens. A
// screen's first paint draws its selects as what they look like closed (the chosen label in a field with its chevron,
// from the `forms` chunk it has anyway), and the real Select is fetched once the screen is drawn and the browser idle,
// or at once when the field is focused or tapped (a screen's first load ≤ 250 KB). It then takes the field's
// place with the same value, focused and open if it was tapped. Offline the chunk comes from the service worker's
// precache like every other.
import { lazyPart, standInLook, useLazyPart } from './lazy-part';

const mantineSelect = lazyPart(() => import('./MantineSelect').then((m) => m.default as ComponentType<SelectProps>));

/** The label shown for a value, from Select's `data` (strings, items or groups of them). */
type Entry = string | { value: string; label?: string } | { group: unknown; items: readonly Entry[] };
export function labelOf(data: ComboboxData | readonly Entry[] | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  for (const entry of (data ?? []) as readonly Entry[]) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if ('items' in entry) {
      const found = labelOf(entry.items, value);
      if (found !== '') return found;
    } else if (entry.value === value) return entry.label ?? entry.value;
  }
  return '';
}

export function Select(props: SelectProps) {
  const { real: Real, intent, want } = useLazyPart(mantineSelect);
  if (Real) {
    return (
      <Real {...props} autoFocus={props.autoFocus || intent !== 'none'} defaultDropdownOpened={intent === 'open'} />
    );
  }
  return (
    <InputBase
      {...standInLook(props)}
      withAsterisk={props.withAsterisk}
      placeholder={props.placeholder}
      radius={props.radius}
      leftSection={props.leftSection}
      miw={props.miw}
      maw={props.maw}
      value={labelOf(props.data, props.value !== undefined ? props.value : props.defaultValue)}
      readOnly
      pointer
      rightSection={<IconChevronDown size={16} stroke={1.5} />}
      rightSectionPointerEvents="none"
      onFocus={() => want('focus')}
      onClick={() => want('open')}
    />
  );
}
