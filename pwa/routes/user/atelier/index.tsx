import { createFileRoute } from '@tanstack/react-router';
import { AtelierHomePage } from '../../../features/atelier/AtelierHomePage';

export const Route = createFileRoute('/user/atelier/')({
  component: AtelierHomePage,
});
