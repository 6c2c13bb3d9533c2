import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClient } from './query-client';

/**
 * TanStack Query around the areas that fetch through it (public pages, merchant and admin areas). Kept out of the
 * app root so that the sign-in page, which needs none of it, does not download it (~10 KB gzipped on 2G/3G).
 * Every area shares the one client, so its cache survives moving between them.
 */
export function WithQuery({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
