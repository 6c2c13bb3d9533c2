import { createFileRoute } from '@tanstack/react-router';
import { TestimonyFormPage } from '../../../../features/testimonies/TestimonyForm';

export const Route = createFileRoute('/user/testimonies/edit/$testimonId')({ component: EditTestimonyRoute });

function EditTestimonyRoute() {
  const { testimonId } = Route.useParams();
  return <TestimonyFormPage id={testimonId} key={testimonId} />;
}
