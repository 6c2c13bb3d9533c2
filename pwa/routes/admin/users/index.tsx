import { createFileRoute } from '@tanstack/react-router';
import { UsersListPage } from '../../../features/admin/UsersPages';

export const Route = createFileRoute('/admin/users/')({ component: UsersListPage });
