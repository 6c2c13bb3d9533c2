import { Image, type ImageProps } from '@mantine/core';

/** Placeholder shown when a picture fails (path spelt as in the specification). */
export const PLACEHOLDER_IMAGE = '/assets/images/placehoders.png';

/** Every picture of the public side loads lazily and falls back to the placeholder. */
export function LazyImage(
  props: ImageProps & { alt: string; width?: number; height?: number; loading?: 'lazy' | 'eager' },
) {
  return <Image loading="lazy" decoding="async" fallbackSrc={PLACEHOLDER_IMAGE} {...props} />;
}
