import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPage } from '../../features/public/FeaturesPage';

export const Route = createFileRoute('/_public/features')({ component: FeaturesPage });
