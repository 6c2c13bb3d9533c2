import { createFileRoute } from '@tanstack/react-router';
import { ReferredAddPage } from '../../../features/referrals/ReferredAddPage';

export const Route = createFileRoute('/user/referred/add')({ component: ReferredAddPage });
