import { createFileRoute } from '@tanstack/react-router';
import { ReferredPage } from '../../../features/referrals/ReferredPage';

export const Route = createFileRoute('/user/referred/')({ component: ReferredPage });
