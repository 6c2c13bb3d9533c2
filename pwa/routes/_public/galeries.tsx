import { createFileRoute } from '@tanstack/react-router';
import { GalleriesPage } from '../../features/public/GalleriesPage';

export const Route = createFileRoute('/_public/galeries')({ component: GalleriesPage });
