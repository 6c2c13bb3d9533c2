import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Stores: POST /api/stores, GET /api/stores/{userId}, update (mounted at /api/stores). */
export function storeRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
