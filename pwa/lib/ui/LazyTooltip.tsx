import { cloneElement, useReducer, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';

// Mantine's Tooltip (floating-ui, its transitions: the `overlays` chunk) fetched when a pointer first rests on, or the
// focus first reaches, what it explains, not with the screen (issue 22: a screen's first load ≤ 250 KB). Until then
// the element is drawn as is (a phone shows no tooltip anyway); once loaded the tooltip opens at once (`defaultOpened`),
// then shows on hover and focus as usual. Taking the real Tooltip redraws the element: never while it is pressed (a
// tap or click that started on it would be lost: the button under the finger is not the same on release), so the
// swap waits for the release.
type Props = TooltipProps & {
  children: ReactElement<{
    onMouseEnter?: (e: unknown) => void;
    onFocus?: (e: unknown) => void;
    onPointerDown?: (e: unknown) => void;
    onPointerUp?: (e: unknown) => void;
  }>;
};

let loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<unknown> | null = null;
const load = () =>
  (loading ??= import('./MantineTooltip').then((m) => {
    loaded = m.default;
  }));

export function Tooltip({ children, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const pressed = useRef(false);
  if (wanted && loaded && !pressed.current) {
    const Real = loaded;
    return (
      <Real defaultOpened {...props}>
        {children}
      </Real>
    );
  }
  const own = children.props;
  const want = () => {
    setWanted(true);
    void load().then(redraw);
  };
  return cloneElement(children, {
    onMouseEnter: (e: unknown) => {
      own.onMouseEnter?.(e);
      want();
    },
    onFocus: (e: unknown) => {
      own.onFocus?.(e);
      want();
    },
    onPointerDown: (e: unknown) => {
      own.onPointerDown?.(e);
      pressed.current = true;
    },
    onPointerUp: (e: unknown) => {
      own.onPointerUp?.(e);
      // After the click this release makes (dispatched right after it).
      window.setTimeout(() => {
        pressed.current = false;
        redraw();
      }, 0);
    },
  });
}
