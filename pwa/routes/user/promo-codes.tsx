import { createFileRoute } from '@tanstack/react-router';
import { PromoCodesPage } from '../../features/promo-codes/PromoCodesPage';

/** « Codes promo »: the store's promo codes, their uses and state. */
export const Route = createFileRoute('/user/promo-codes')({ component: PromoCodesPage });
