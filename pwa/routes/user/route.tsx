import { createFileRoute } from '@tanstack/react-router';
import { requireRoleBeforeLoad } from '../../lib/guards';
import { UserAreaLayout } from './-components/UserAreaLayout';

/** The merchant area: role `user` only (an admin lands on /forbiden, a visitor on /auth/signin). */
export const Route = createFileRoute('/user')({
  beforeLoad: requireRoleBeforeLoad('user'),
  component: UserAreaLayout,
});
