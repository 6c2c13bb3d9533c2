import { createFileRoute } from '@tanstack/react-router';
import { StoreDomainPage } from '../../../features/store-domain/StoreDomainPage';

/** « Domaine »: the store's own domain, a tab of the store's profile (decision 023). */
export const Route = createFileRoute('/user/settings/domain')({ component: StoreDomainPage });
