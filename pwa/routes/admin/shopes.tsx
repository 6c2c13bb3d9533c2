import { createFileRoute } from '@tanstack/react-router';
import { ShopsPage } from '../../features/admin/ShopsPages';

/** The specification's spelling of the shops list; /admin/shops is its twin. */
export const Route = createFileRoute('/admin/shopes')({ component: () => <ShopsPage view="list" /> });
