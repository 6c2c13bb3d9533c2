import type { ComponentType } from 'react';
import { InputBase, type MultiSelectProps, type TagsInputProps } from '@mantine/core';
import { labelOf } from './LazySelect';
import { lazyPart, standInLook, useLazyPart, type Intent } from './lazy-part';

// Mantine's TagsInput and MultiSelect stand on PillsInput, Combobox, Popover and floating-ui: about 35 KB gzip. As
// lib/ui/LazySelect.tsx does for a Select, a screen's first paint draws the field as it reads (its values, comma
// separated, in a field from the `forms` chunk), and the real one is fetched once the screen is drawn and the browser
// idle, or at once when the field is focused or tapped (a screen's first load ≤ 250 KB). It then takes the
// field's place with the same values, focused and open if it was tapped. Offline the chunk comes from the precache.
type Real = { TagsInput: ComponentType<TagsInputProps>; MultiSelect: ComponentType<MultiSelectProps> };
const mantinePills = lazyPart(() => import('./MantinePills').then((m) => m as Real));

type Shared = TagsInputProps | MultiSelectProps;
function StandIn({ props, shown, want }: { props: Shared; shown: string; want: (next: Intent) => void }) {
  return (
    <InputBase
      {...standInLook(props)}
      withAsterisk={props.withAsterisk}
      placeholder={shown ? undefined : props.placeholder}
      radius={props.radius}
      value={shown}
      readOnly
      pointer
      onFocus={() => want('focus')}
      onClick={() => want('open')}
    />
  );
}

export function TagsInput(props: TagsInputProps) {
  const { real, intent, want } = useLazyPart(mantinePills);
  if (real) {
    const Real = real.TagsInput;
    return (
      <Real {...props} autoFocus={props.autoFocus || intent !== 'none'} defaultDropdownOpened={intent === 'open'} />
    );
  }
  return <StandIn props={props} shown={(props.value ?? props.defaultValue ?? []).join(', ')} want={want} />;
}

export function MultiSelect(props: MultiSelectProps) {
  const { real, intent, want } = useLazyPart(mantinePills);
  if (real) {
    const Real = real.MultiSelect;
    return (
      <Real {...props} autoFocus={props.autoFocus || intent !== 'none'} defaultDropdownOpened={intent === 'open'} />
    );
  }
  const values = props.value ?? props.defaultValue ?? [];
  const shown = values.map((v) => labelOf(props.data, v) || v).join(', ');
  return <StandIn props={props} shown={shown} want={want} />;
}
