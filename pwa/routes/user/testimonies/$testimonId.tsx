import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mantine/core';
import { TestimonyDetailPage } from '../../../features/testimonies/TestimoniesPage';
import { testimonyQuery } from '../../../features/testimonies/queries';
import { messageOf } from '../../../lib/form-errors';

export const Route = createFileRoute('/user/testimonies/$testimonId')({ component: TestimonyRoute });

function TestimonyRoute() {
  const { testimonId } = Route.useParams();
  const q = useQuery(testimonyQuery(testimonId));
  if (q.isError) return <Alert color="red">{messageOf(q.error)}</Alert>;
  return <TestimonyDetailPage id={testimonId} data={q.data} />;
}
