import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../../features/personalization/GalleryPage';

/** « Vitrine › Galerie »: the storefront's gallery of realisations (also at /user/atelier/settings/galery). */
export const Route = createFileRoute('/user/gallery')({
  component: GalleryPage,
});
