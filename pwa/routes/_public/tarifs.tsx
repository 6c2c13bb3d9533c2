import { createFileRoute } from '@tanstack/react-router';
// Footer twin of /pricing (spec section 2).
import { PricingPage } from '../../features/public/PricingPage';

export const Route = createFileRoute('/_public/tarifs')({ component: PricingPage });
