import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../../app/ForbiddenPage';

/** 403 'Page Inaccessible' (path spelt as in the specification); `from` is the page that was refused. */
export const Route = createFileRoute('/_public/forbiden')({
  // Plain check rather than a schema: code at a route file's top level ships in the main chunk.
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' ? { from: search.from } : {},
  component: ForbiddenPage,
});
