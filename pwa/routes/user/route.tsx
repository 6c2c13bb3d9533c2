import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { requireRoleBeforeLoad } from '../../lib/guards';
import { startFirstPull } from '../../lib/sync/first-pull';
import { WithQuery } from '../../app/WithQuery';
import { UserAreaLayout } from '../../app/frames/UserAreaLayout';

/** The merchant area: role `user` only (an admin lands on /forbiden, a visitor on /auth/signin). */
export const Route = createFileRoute('/user')({
  beforeLoad: async (ctx) => {
    await requireRoleBeforeLoad('user')(ctx);
    // A new device's first sync page is asked for now, while the area's screens are still loading.
    startFirstPull();
  },
  // An unknown path of this area shows 'Page Introuvable' inside the frame, with the area's navigation kept.
  notFoundComponent: NotFoundPage,
  component: () => (
    <WithQuery keepOnDevice>
      <UserAreaLayout />
    </WithQuery>
  ),
});
