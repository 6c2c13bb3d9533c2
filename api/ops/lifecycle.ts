/**
 * Where the process is in its life: serving, or shutting down (SIGTERM/SIGINT, api/ops/graceful-shutdown.ts).
 * While shutting down, `/api/ready` answers 503 so a load balancer sends nothing new, and every answer says
 * `Connection: close` so clients open their next connection elsewhere.
 */
let shuttingDown = false;

export const isShuttingDown = (): boolean => shuttingDown;

export function beginShutdown(): void {
  shuttingDown = true;
}
