import { useRouterState } from '@tanstack/react-router';
import { screenTitle } from './screen-titles';

/** The open screen's title (the deepest route match's), for the frame's top bar and the browser tab. */
export function useScreenTitle(): string {
  return screenTitle(useRouterState({ select: (s) => s.matches.at(-1)?.fullPath }));
}
