import { createFileRoute } from '@tanstack/react-router';
// Footer twin of /contact (spec section 2).
import { ContactPage } from '../../features/public/ContactPage';

export const Route = createFileRoute('/_public/contact-us')({ component: ContactPage });
