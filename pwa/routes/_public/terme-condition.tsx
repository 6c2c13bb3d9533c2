import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/public/TermsPage';

export const Route = createFileRoute('/_public/terme-condition')({ component: TermsPage });
