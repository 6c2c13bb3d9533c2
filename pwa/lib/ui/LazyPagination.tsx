import type { ComponentType } from 'react';
import { Skeleton, type PaginationProps } from '@mantine/core';
import { lazyPart, useLazyPart } from './lazy-part';

// A list's page numbers sit below its rows and are used on a tap: Mantine's Pagination (about 3 KB gzip) is fetched
// once the list is drawn and the browser idle, the lib/ui stand-ins' mechanism (lib/ui/lazy-part.ts), not with the
// screen (a screen's first load ≤ 250 KB). Until then a placeholder of its height holds its place.
const mantinePagination = lazyPart(() =>
  import('./MantinePagination').then((m) => m.default as ComponentType<PaginationProps>),
);

const HEIGHT = { xs: 26, sm: 32, md: 36, lg: 42, xl: 48 } as const;

export function Pagination(props: PaginationProps) {
  const { real: Real } = useLazyPart(mantinePagination);
  if (Real) return <Real {...props} />;
  const size = typeof props.size === 'string' && props.size in HEIGHT ? (props.size as keyof typeof HEIGHT) : 'md';
  return <Skeleton h={HEIGHT[size]} w={Math.min(props.total + 2, 9) * (HEIGHT[size] + 8)} maw="100%" />;
}
