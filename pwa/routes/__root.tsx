import { Outlet, createRootRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../app/ErrorScreen';
import { NotFoundPage } from '../app/NotFoundPage';
import { UpdatePrompt } from '../app/UpdatePrompt';
import { useAfterFirstPaint } from '../app/frames/later';

export const Route = createRootRoute({
  component: RootComponent,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  // The service worker registers once the page is drawn: its precache downloads must not queue a first visit's
  // screen behind them on 3G. Offline it is already there.
  const drawn = useAfterFirstPaint();
  return (
    <>
      <Outlet />
      {(drawn || !navigator.onLine) && <UpdatePrompt />}
    </>
  );
}
