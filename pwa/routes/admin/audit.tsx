import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../features/admin/AuditLogPage';

export const Route = createFileRoute('/admin/audit')({ component: AuditLogPage });
