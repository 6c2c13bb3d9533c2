import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';

// Mantine's Tooltip (floating-ui, its transitions: the `overlays` chunk) fetched when a pointer first rests on, or the
// focus first reaches, what it explains, not with the screen (issue 22: a screen's first load ≤ 250 KB). Until then
// the element is drawn as is (a phone shows no tooltip anyway); once loaded the tooltip opens at once (`defaultOpened`), then shows on hover and focus as usual.
const MantineTooltip = lazy(() => import('./MantineTooltip'));

type Props = TooltipProps & { children: ReactElement<{ onMouseEnter?: () => void; onFocus?: () => void }> };

export function Tooltip({ children, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    const want = () => setWanted(true);
    return cloneElement(children, { onMouseEnter: want, onFocus: want });
  }
  return (
    <Suspense fallback={children}>
      <MantineTooltip defaultOpened {...props}>
        {children}
      </MantineTooltip>
    </Suspense>
  );
}
