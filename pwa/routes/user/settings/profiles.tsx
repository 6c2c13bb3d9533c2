import { createFileRoute } from '@tanstack/react-router';
import { ProfilesPage } from '../../../features/settings/ProfilesPage';
import { BusinessProfile } from '../../../features/store-setup/BusinessProfile';

export const Route = createFileRoute('/user/settings/profiles')({
  component: () => <ProfilesPage businessProfile={<BusinessProfile />} />,
});
