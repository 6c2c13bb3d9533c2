/**
 * One rule for « is this the same mobile money payment? », used by the subscription requests (a merchant's
 * declaration to the platform) and by the shoppers' declarations on an order's follow page: case, spaces and the
 * separators people type in a reference (dash, underscore, dot) are ignored, so « ab 12-34 » and « AB1234 » are the
 * same payment. The result is what is stored and compared (`transaction_key` columns).
 */
export const normalizeTransactionId = (id: string): string => id.replace(/[\s\-_.]/g, '').toUpperCase();

/** Two references name the same payment. */
export const sameTransaction = (a: string, b: string): boolean =>
  normalizeTransactionId(a) === normalizeTransactionId(b);

/** The flag on an order whose reference the store already holds from another order (decision 025). */
export const transactionReusedWarning = (otherCode: string) => `Référence déjà déclarée pour la commande ${otherCode}`;
