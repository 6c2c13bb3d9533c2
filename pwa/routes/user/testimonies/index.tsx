import { createFileRoute } from '@tanstack/react-router';
import { TestimoniesPage } from '../../../features/testimonies/TestimoniesPage';

export const Route = createFileRoute('/user/testimonies/')({ component: TestimoniesPage });
