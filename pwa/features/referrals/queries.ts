import { queryOptions } from '@tanstack/react-query';
import type { ReferralsDto } from '#shared/schemas/referral';
import { apiFetch } from '../../lib/api';

/** Her code, share link, whether she was credited, and the merchants who signed up with her code. */
export const referralsQuery = () =>
  queryOptions({
    queryKey: ['referrals'],
    queryFn: async () => (await apiFetch<{ data: ReferralsDto }>('/api/referrals')).data,
  });

/** WhatsApp's share address for a text (opens the app on a phone, WhatsApp Web elsewhere). */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
