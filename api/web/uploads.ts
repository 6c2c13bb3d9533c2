import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Serves DATA_DIR/uploads at /uploads/* (logos, product images). */
export function uploadRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
