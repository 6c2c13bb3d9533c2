import { createFileRoute } from '@tanstack/react-router';
import { ResetPage } from '../../features/auth/ResetPage';

export const Route = createFileRoute('/auth/reset/$token')({ component: ResetPage });
