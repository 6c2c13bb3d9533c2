import { createFileRoute } from '@tanstack/react-router';
import { StoresPage } from '../../features/public/StoresPage';

export const Route = createFileRoute('/_public/stores')({ component: StoresPage });
