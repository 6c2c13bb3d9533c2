import { cloneElement, lazy, Suspense, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';

// Mantine's Tooltip (floating-ui, its transitions: the `overlays` chunk) fetched when a pointer first rests on, or the
// focus first reaches, what it explains, not with the screen (a screen's first load ≤ 250 KB). Until then
// the element is drawn as is (a phone shows no tooltip anyway). Mantine's Tooltip takes its place only once the
// pointer or the focus has left it: putting it in place re-creates the element, and doing so under a pointer that is
// pressing it lost the tap (the « Nouvelle catégorie » button opened nothing), under the focus it would lose the
// keyboard's place. So the first hover shows no tooltip; every later one does.
const loadTooltip = () => import('./MantineTooltip');
const MantineTooltip = lazy(loadTooltip);

type Handlers = {
  onMouseEnter?: (e: MouseEvent) => void;
  onMouseLeave?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};
type Props = TooltipProps & { children: ReactElement<Handlers> };

export function Tooltip({ children, ...props }: Props) {
  const [ready, setReady] = useState(false);
  if (!ready) {
    const own = children.props;
    const swap = () => void loadTooltip().then(() => setReady(true));
    return cloneElement(children, {
      onMouseEnter: (e: MouseEvent) => (own.onMouseEnter?.(e), void loadTooltip()),
      onFocus: (e: FocusEvent) => (own.onFocus?.(e), void loadTooltip()),
      onMouseLeave: (e: MouseEvent) => (own.onMouseLeave?.(e), swap()),
      onBlur: (e: FocusEvent) => (own.onBlur?.(e), swap()),
    });
  }
  return (
    <Suspense fallback={children}>
      <MantineTooltip {...props}>{children}</MantineTooltip>
    </Suspense>
  );
}
