import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorScreen } from '../app/ErrorScreen';
import { NotFoundPage } from '../app/NotFoundPage';
import { UpdatePrompt } from '../app/UpdatePrompt';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
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
