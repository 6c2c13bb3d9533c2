import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../../../features/atelier/CalendarPage';

export const Route = createFileRoute('/user/atelier/calendar/order')({
  component: CalendarPage,
});
