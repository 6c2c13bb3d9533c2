import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { requireRoleBeforeLoad } from '../../lib/guards';
import { WithQuery } from '../../app/WithQuery';
import { AdminAreaLayout } from '../../app/frames/AdminAreaLayout';

/** The platform administration: role `admin` only (a merchant lands on /forbiden, a visitor on /auth/signin). */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireRoleBeforeLoad('admin'),
  // An unknown path of this area shows 'Page Introuvable' inside the frame, with the area's navigation kept.
  notFoundComponent: NotFoundPage,
  component: () => (
    <WithQuery keepOnDevice>
      <AdminAreaLayout />
    </WithQuery>
  ),
});
