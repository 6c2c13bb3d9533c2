import type { Kysely } from 'kysely';
import { canTransition, reminderDue, reminderMessage } from '#shared/subscriptions';
import { writeAudit } from '../audit/audit-log';
import type { Logger } from '../context';
import type { Database } from '../db/schema';
import { notifyAdmins, notifyUser } from '../notifications/notify';
import { subscriptionExpiredNotice } from '#shared/messages';
import { isCurrentSubscription } from './current';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExpiryRun {
  /** Subscriptions moved from active to expired. */
  expired: number;
  /** Reminders sent (7 days, 1 day, on the day). */
  reminded: number;
}

/**
 * The expiry job (decision 017). Every current active subscription whose end date is within 7 days: its due reminder
 * (`reminderDue`) is recorded in `subscription_reminders` (primary key subscription + kind) and, only when that row is
 * new, the merchant is notified — so each reminder goes out once however often the job runs, and on PostgreSQL
 * however many processes run it. From the end date on, the subscription becomes `expired` (system transition) in the
 * same transaction, with an audit entry. Everything lives in the database: after a restart the first run catches up
 * (a subscription that ended while the server was stopped expires then, with its 'day' notification).
 * An expired paid plan falls back to the free plan's limits (api/plans/limits.ts); nothing is deleted.
 */
export async function runSubscriptionExpiry(db: Kysely<Database>, now: Date = new Date()): Promise<ExpiryRun> {
  const nowIso = now.toISOString();
  const horizon = new Date(now.getTime() + 7 * DAY_MS).toISOString();
  const due = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select(['subscriptions.id', 'subscriptions.user_id', 'subscriptions.end_date', 'plans.name as plan_name'])
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.end_date', 'is not', null)
    .where('subscriptions.end_date', '<=', horizon)
    .where(isCurrentSubscription)
    .execute();
  const run: ExpiryRun = { expired: 0, reminded: 0 };
  for (const sub of due) {
    const kind = reminderDue(sub.end_date!, nowIso);
    if (!kind) continue;
    await db.transaction().execute(async (trx) => {
      if (kind === 'day' && canTransition('active', 'expired', 'system')) {
        const res = await trx
          .updateTable('subscriptions')
          .set({ status: 'expired', updated_at: nowIso })
          .where('id', '=', sub.id)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return; // another process got there first
        run.expired++;
        await writeAudit(trx, {
          actorId: null,
          action: 'subscription.expire',
          targetType: 'subscription',
          targetId: sub.id,
          subjectUserId: sub.user_id,
          before: { status: 'active' },
          after: { status: 'expired' },
          at: nowIso,
        });
        // The platform's side: a 'subscription' notification that opens /admin/subscription/{id}.
        const store = await trx
          .selectFrom('stores')
          .select('name')
          .where('user_id', '=', sub.user_id)
          .executeTakeFirst();
        await notifyAdmins(trx, 'subscription', sub.id, subscriptionExpiredNotice(store?.name ?? null));
      }
      const inserted = await trx
        .insertInto('subscription_reminders')
        .values({ subscription_id: sub.id, kind, sent_at: nowIso })
        .onConflict((oc) => oc.columns(['subscription_id', 'kind']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      run.reminded++;
      await notifyUser(trx, sub.user_id, 'subscription', sub.id, reminderMessage(kind, sub.plan_name, sub.end_date!));
    });
  }
  return run;
}

const EVERY_MS = 15 * 60_000;

/** Runs the job at start (catching up after a restart) and every 15 minutes; the timer never keeps the process alive. */
export function startSubscriptionExpiry(db: Kysely<Database>, log: Logger): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runSubscriptionExpiry(db)
      .then((r) => {
        if (r.expired || r.reminded)
          log.info(`abonnements : ${r.expired} expiré(s), ${r.reminded} rappel(s) envoyé(s)`);
      })
      .catch((err) => log.error('échéance des abonnements impossible', err));
  };
  tick();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
