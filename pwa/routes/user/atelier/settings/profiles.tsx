import { createFileRoute } from '@tanstack/react-router';
import { ProfilesPage } from '../../../../features/settings/ProfilesPage';
import { BusinessProfile } from '../../../../features/store-setup/BusinessProfile';

/** The company profile (name, brand, email, phone, logo — JPG, PNG or GIF): the merchant's settings/profiles, from the atelier. */
export const Route = createFileRoute('/user/atelier/settings/profiles')({
  component: () => <ProfilesPage businessProfile={<BusinessProfile logoGif />} />,
});
