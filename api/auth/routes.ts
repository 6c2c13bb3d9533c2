import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Auth: register, login, refresh, logout, verifyToken, password change and reset (mounted at /api). */
export function authRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
