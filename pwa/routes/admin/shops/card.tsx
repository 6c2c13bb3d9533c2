import { createFileRoute } from '@tanstack/react-router';
import { ShopsPage } from '../../../features/admin/ShopsPages';

export const Route = createFileRoute('/admin/shops/card')({ component: () => <ShopsPage view="card" /> });
