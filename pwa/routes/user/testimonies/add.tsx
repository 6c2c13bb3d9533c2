import { createFileRoute } from '@tanstack/react-router';
import { TestimonyFormPage } from '../../../features/testimonies/TestimonyForm';

export const Route = createFileRoute('/user/testimonies/add')({ component: () => <TestimonyFormPage /> });
