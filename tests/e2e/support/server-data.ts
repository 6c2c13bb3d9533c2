import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';

// The server under test keeps its state in E2E_DATA_DIR (set by playwright.config.ts). Journeys read its outbox the
// way a user reads their mail, and change what no screen can change yet (an administrator suspending an account).

export function serverDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return dir;
}

/** The 6-digit code of the newest reset message sent to `to`, once it is in the outbox. */
export function newestResetCode(to: string): string | null {
  const dir = path.join(serverDataDir(), 'outbox');
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const f of files) {
    const eml = fs.readFileSync(path.join(dir, f), 'utf8');
    if (!eml.includes(to)) continue;
    const code = /\b(\d{6})\b/.exec(
      eml
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    );
    if (code) return code[1]!;
  }
  return null;
}

/** Sets a merchant's subscription status directly in the database. */
export function setSubscriptionStatus(userId: string, status: 'active' | 'expired' | 'suspended'): void {
  const db = new Database(path.join(serverDataDir(), 'boutique.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE subscriptions SET status = ? WHERE user_id = ?').run(status, userId);
  } finally {
    db.close();
  }
}

/** Puts a merchant's subscription on a plan by name (e.g. 'entreprise', the one with the atelier), monthly. */
export function setSubscriptionPlan(userId: string, planName: string): void {
  const db = new Database(path.join(serverDataDir(), 'boutique.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const plan = db
      .prepare("SELECT id FROM plans WHERE name = ? ORDER BY billing_cycle = 'month' DESC LIMIT 1")
      .get(planName) as { id: string } | undefined;
    if (!plan) throw new Error(`no plan named ${planName}`);
    const changed = db
      .prepare("UPDATE subscriptions SET plan_id = ?, status = 'active', end_date = NULL WHERE user_id = ?")
      .run(plan.id, userId);
    if (changed.changes === 0) throw new Error(`no subscription for ${userId}`);
  } finally {
    db.close();
  }
}

/**
 * What the expiry job (every 15 minutes) tells the administrators when a merchant's subscription ends: a
 * `subscription` notification for her current subscription. Answers that subscription's id.
 */
export function notifyAdminsOfSubscription(userId: string, message: string): string {
  const db = new Database(path.join(serverDataDir(), 'boutique.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const sub = db
      .prepare('SELECT id FROM subscriptions WHERE user_id = ? ORDER BY start_date DESC LIMIT 1')
      .get(userId) as { id: string } | undefined;
    if (!sub) throw new Error(`no subscription for ${userId}`);
    const admins = db.prepare("SELECT id FROM users WHERE role = 'admin'").all() as { id: string }[];
    const insert = db.prepare(
      "INSERT INTO notifications (id, user_id, type, related_id, message, read, created_at) VALUES (?, ?, 'subscription', ?, ?, 0, ?)",
    );
    for (const a of admins) insert.run(crypto.randomUUID(), a.id, sub.id, message, new Date().toISOString());
    return sub.id;
  } finally {
    db.close();
  }
}

/**
 * Plans are one per name and cycle, and there are three names: the plan journey makes a yearly one each run. Against
 * a server it already ran on (`--repeat-each`), it removes the yearly plans it made before (their description starts
 * with « Engagement annuel », nobody subscribed to or asked for them), so it always has one to make.
 */
export function removeYearlyPlansMadeByEarlierRuns(): number {
  const db = new Database(path.join(serverDataDir(), 'boutique.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return db
      .prepare(
        `DELETE FROM plans WHERE billing_cycle = 'year' AND description LIKE '%Engagement annuel %'
           AND id NOT IN (SELECT plan_id FROM subscriptions) AND id NOT IN (SELECT plan_id FROM subscription_requests)`,
      )
      .run().changes;
  } finally {
    db.close();
  }
}
