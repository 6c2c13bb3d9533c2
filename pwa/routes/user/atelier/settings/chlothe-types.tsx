import { createFileRoute } from '@tanstack/react-router';
import { ClothingTypesPage } from '../../../../features/atelier/ClothingTypesPage';

// The specification's path, spelt as it is.
export const Route = createFileRoute('/user/atelier/settings/chlothe-types')({
  component: ClothingTypesPage,
});
