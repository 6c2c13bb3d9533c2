import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/public/AboutPage';

export const Route = createFileRoute('/_public/apropos')({ component: AboutPage });
