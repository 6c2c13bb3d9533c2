import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../../../features/atelier/WorkshopListsPages';

export const Route = createFileRoute('/user/atelier/settings/services')({
  component: ServicesPage,
});
