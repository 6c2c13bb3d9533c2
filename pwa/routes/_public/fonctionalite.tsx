import { createFileRoute } from '@tanstack/react-router';
// Footer twin of /features (spec section 2).
import { FeaturesPage } from '../../features/public/FeaturesPage';

export const Route = createFileRoute('/_public/fonctionalite')({ component: FeaturesPage });
