import { createFileRoute } from '@tanstack/react-router';
// Footer twin of /stores (spec section 2).
import { StoresPage } from '../../features/public/StoresPage';

export const Route = createFileRoute('/_public/store')({ component: StoresPage });
