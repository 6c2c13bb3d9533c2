import { Hono } from 'hono';
import { CUSTOMERS_MERGED, customerMergeSchema, type CustomerMergeJson } from '#shared/schemas/customer-merge';
import type { AppEnv } from '../context';
import { storeGuards } from '../auth/guards';
import { readValidBody } from '../http/validate';
import { mergeCustomers } from './customer-merge';

/**
 * /api/customers: what a device cannot do alone. Customers are edited through sync (decision 014); merging two moves
 * orders and measurement takings the device may not all hold, so it is one request judged and written at once.
 */
export function customerRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...storeGuards('customers'));

  routes.post('/:id/merge', async (c) => {
    const { data } = await readValidBody(c, customerMergeSchema);
    const storeId = c.var.storeId!;
    const moved = await c.var.deps.db
      .transaction()
      .execute((trx) => mergeCustomers(trx, storeId, c.req.param('id'), data.intoId));
    return c.json<CustomerMergeJson>({ message: CUSTOMERS_MERGED, id: data.intoId, ...moved });
  });

  return routes;
}
