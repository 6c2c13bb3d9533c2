import { expect, type APIRequestContext } from '@playwright/test';
import { newOrderCode } from '#shared/order-basics';
import { garmentLine } from '#shared/schemas/atelier-order';
import { merchantUserId, type Merchant } from './fixtures';
import { setSubscriptionPlan } from './server-data';

// What the tailoring journeys set up before their story starts: the atelier switched on, clothing models, and the
// records a workshop tablet has already sent (customers, made-to-measure orders), pushed the way its sync pushes them.
// Each journey makes its own, for its own merchant (./fixtures).

type Auth = { authorization: string };

/** Her store on the plan that includes the atelier (« entreprise », decision 017), the atelier switched on; answers
 * the headers of her API calls. */
export async function openAtelier(request: APIRequestContext, m: Merchant): Promise<Auth> {
  const auth = { authorization: `Bearer ${m.token}` };
  setSubscriptionPlan(await merchantUserId(request, m), 'entreprise');
  expect((await request.put('/api/atelier/settings', { headers: auth, data: { enabled: true } })).status()).toBe(200);
  return auth;
}

/** A clothing model, measured on the named parts of the atelier's list (`parts`, none by default); answers its id. */
export async function newClothingType(
  request: APIRequestContext,
  auth: Auth,
  { parts = [], ...model }: { name: string; defaultPrice: string; fabricLength?: string; parts?: string[] },
): Promise<string> {
  let partIds: string[] = [];
  if (parts.length > 0) {
    const list = (await (await request.get('/api/atelier/parts', { headers: auth })).json()).data as {
      id: string;
      name: string;
    }[];
    partIds = parts.map((n) => list.find((p) => p.name === n)!.id);
  }
  const created = await request.post('/api/atelier/clothing-types', { headers: auth, data: { ...model, partIds } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as string;
}

/** A record as a tablet's sync sends it the first time (base version 0), with a fresh mutation id. */
const firstVersion = (table: 'customers' | 'orders', id: string, changes: Record<string, unknown>) => ({
  mutationId: crypto.randomUUID(),
  table,
  op: 'upsert',
  id,
  baseVersion: 0,
  changes,
});

/** A made-to-measure order: its garments, and its id, code, payments and due date when they matter. */
export interface MadeToMeasureOrder {
  id?: string;
  garments: ({ name: string; price: number } & Record<string, unknown>)[];
  payments?: unknown[];
  dueDate?: string | null;
  code?: string;
}

/**
 * A customer and her made-to-measure orders as a workshop tablet has them, pushed the way its sync pushes them (as
 * the tablet `clientId`); every record must be applied. Each order is pending, with one line per garment (its name
 * and price, quantity 1, no product), no payment and no due date unless given, a new id and code unless given.
 * Answers the customer's id.
 */
export async function pushCustomerWithOrders(
  request: APIRequestContext,
  auth: Auth,
  customer: { firstName: string; lastName: string; phone: string; city?: string },
  orders: MadeToMeasureOrder[] = [],
  clientId = 'setup',
): Promise<{ customerId: string }> {
  const customerId = crypto.randomUUID();
  const mutations = [
    firstVersion('customers', customerId, customer),
    ...orders.map(({ id = crypto.randomUUID(), garments, payments = [], dueDate = null, code = newOrderCode() }) =>
      firstVersion('orders', id, {
        code,
        status: 'pending',
        customerId,
        firstname: customer.firstName,
        lastname: customer.lastName,
        lines: garments.map(garmentLine),
        garments,
        payments,
        dueDate,
      }),
    ),
  ];
  const pushed = await request.post('/api/sync/push', { headers: auth, data: { clientId, mutations } });
  expect(pushed.status(), await pushed.text()).toBe(200);
  expect(((await pushed.json()) as { results: { status: string }[] }).results.map((r) => r.status)).toEqual(
    mutations.map(() => 'applied'),
  );
  return { customerId };
}
