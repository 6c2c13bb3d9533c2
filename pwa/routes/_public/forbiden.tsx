import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ForbiddenPage } from '../../app/ForbiddenPage';

const searchSchema = v.object({ from: v.optional(v.string()) });

/** 403 'Page Inaccessible' (path spelt as in the specification). */
export const Route = createFileRoute('/_public/forbiden')({
  validateSearch: (search) => v.parse(searchSchema, { from: typeof search.from === 'string' ? search.from : undefined }),
  component: ForbiddenPage,
});
