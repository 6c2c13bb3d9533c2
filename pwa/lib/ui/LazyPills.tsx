import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { InputBase, type MultiSelectProps, type TagsInputProps } from '@mantine/core';
import { labelOf } from './LazySelect';

// Mantine's TagsInput and MultiSelect stand on PillsInput, Combobox, Popover and floating-ui: about 35 KB gzip. As
// lib/ui/LazySelect.tsx does for a Select, a screen's first paint draws the field as it reads (its values, comma
// separated, in a field from the `forms` chunk), and the real one is fetched once the screen is drawn and the browser
// idle, or at once when the field is focused or tapped (issue 22: a screen's first load ≤ 250 KB). It then takes the
// field's place with the same values, focused and open if it was tapped. Offline the chunk comes from the precache.
type Real = { TagsInput: ComponentType<TagsInputProps>; MultiSelect: ComponentType<MultiSelectProps> };
let loaded: Real | null = null;
let loading: Promise<Real> | null = null;
const load = () =>
  (loading ??= import('./MantinePills').then((m) => {
    loaded = m as Real;
    return loaded;
  }));

type Intent = 'none' | 'focus' | 'open';

function useLazyPills() {
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
  const want = (next: Intent) => {
    if (intent !== 'open') setIntent(next);
    void load().then(() => loadedNow());
  };
  return { intent, want };
}

type Shared = TagsInputProps | MultiSelectProps;
function StandIn({ props, shown, want }: { props: Shared; shown: string; want: (next: Intent) => void }) {
  return (
    <InputBase
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
      placeholder={shown ? undefined : props.placeholder}
      disabled={props.disabled}
      size={props.size}
      radius={props.radius}
      w={props.w}
      style={props.style}
      className={props.className}
      aria-label={props['aria-label']}
      value={shown}
      readOnly
      pointer
      onFocus={() => want('focus')}
      onClick={() => want('open')}
    />
  );
}

export function TagsInput(props: TagsInputProps) {
  const { intent, want } = useLazyPills();
  if (loaded) {
    const Real = loaded.TagsInput;
    return (
      <Real {...props} autoFocus={props.autoFocus || intent !== 'none'} defaultDropdownOpened={intent === 'open'} />
    );
  }
  return <StandIn props={props} shown={(props.value ?? props.defaultValue ?? []).join(', ')} want={want} />;
}

export function MultiSelect(props: MultiSelectProps) {
  const { intent, want } = useLazyPills();
  if (loaded) {
    const Real = loaded.MultiSelect;
    return (
      <Real {...props} autoFocus={props.autoFocus || intent !== 'none'} defaultDropdownOpened={intent === 'open'} />
    );
  }
  const values = props.value ?? props.defaultValue ?? [];
  const shown = values.map((v) => labelOf(props.data, v) || v).join(', ');
  return <StandIn props={props} shown={shown} want={want} />;
}
