import type { DB } from '../db/database';
import type { Logger } from '../context';
import type { OrdersTable } from '../db/tables-catalog';
import type { Mailer } from '../mail/mailer';
import { orderRecordFromRow } from './order-row';
import { orderUpdateMessage } from './update-order';

/**
 * Tells the customer her order moved: a mail, or an SMS to her phone when she gave no e-mail (both land in the
 * outbox without SMTP). The order is saved whatever happens to the message: a failure is logged, not an error.
 */
export async function sendOrderNews(db: DB, storeId: string, order: OrdersTable, mailer: Mailer, log: Logger) {
  const store = await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst();
  const message = orderUpdateMessage(orderRecordFromRow(order), store?.name ?? 'Boutique');
  if (!message) return;
  await mailer.send(message).catch((err: unknown) => log.error('message de commande non envoyé', err));
}
