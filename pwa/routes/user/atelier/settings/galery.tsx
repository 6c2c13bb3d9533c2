import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../../../../features/personalization/GalleryPage';

/** The gallery of realisations: the storefront's gallery (the personalization page's), reached from the atelier. */
export const Route = createFileRoute('/user/atelier/settings/galery')({
  component: GalleryPage,
});
