import { Outlet, createRootRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../app/ErrorScreen';
import { NotFoundPage } from '../app/NotFoundPage';
import { UpdatePrompt } from '../app/UpdatePrompt';

export const Route = createRootRoute({
  component: RootComponent,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
