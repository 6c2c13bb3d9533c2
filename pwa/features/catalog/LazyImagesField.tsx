import { useEffect, type ComponentProps } from 'react';
import { Input, Skeleton } from '@mantine/core';
import { lazyPart, useLazyPart } from '../../lib/ui/lazy-part';
import type { ImagesField as RealImagesField } from './ImagesField';
import { IMAGES_FIELD_DESCRIPTION } from './product-form';

// The product form's pictures (their tiles, the picker, the device's compression, the upload's progress bar) sit below
// the name, prices, sizes and colours: the field is fetched once the form is drawn and the browser idle (the lib/ui
// stand-ins' mechanism, lib/ui/lazy-part.ts), or at once when the form opens on its pictures (a screen's first
// load ≤ 250 KB). Until then its label and a placeholder hold its place.
const imagesField = lazyPart(() => import('./ImagesField'));

export function ImagesField(props: ComponentProps<typeof RealImagesField>) {
  const { real, want } = useLazyPart(imagesField);
  useEffect(() => {
    if (props.focusOnOpen) want('focus');
    // Only when the form opens, like the field's own scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (real) return <real.ImagesField {...props} />;
  return (
    <Input.Wrapper label="Photos" required={props.required} description={IMAGES_FIELD_DESCRIPTION} error={props.error}>
      <Skeleton mt="xs" h={36} w={200} data-testid="images-field-loading" />
    </Input.Wrapper>
  );
}
