import { Hono } from 'hono';
import type { AppEnv } from '../context';

export interface PlanDto {
  id: string;
  name: string;
  price: number;
  billing_cycle: 'month' | 'year';
  discount_rate: number;
  description: string[];
}

/** description is a JSON array of texts; anything else reads as no lines rather than breaking the pricing page. */
function descriptionLines(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The plans, for the public pricing page and the merchant's subscription settings (mounted at /api/plans). */
export function planRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const rows = await c.var.deps.db
      .selectFrom('plans')
      .select(['id', 'name', 'price', 'billing_cycle', 'discount_rate', 'description'])
      .orderBy('price')
      .orderBy('name')
      .execute();
    const data: PlanDto[] = rows.map((r) => ({ ...r, description: descriptionLines(r.description) }));
    return c.json({ data });
  });
  return routes;
}
