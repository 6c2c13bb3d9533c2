import { createFileRoute } from '@tanstack/react-router';
import { OwnProfilePage } from '../../../features/settings/ProfilesPage';

export const Route = createFileRoute('/admin/settings/profile')({ component: OwnProfilePage });
