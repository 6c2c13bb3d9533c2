import { createFileRoute } from '@tanstack/react-router';
import { SyncReview } from '../../features/sync/SyncReview';

/** /user/sync: sync state, conflicts and refused changes to review. */
export const Route = createFileRoute('/user/sync')({
  component: SyncReview,
});
