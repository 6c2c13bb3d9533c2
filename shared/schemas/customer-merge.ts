import * as v from 'valibot';

export const MERGE_CUSTOMER_REQUIRED = 'Choisissez le client avec qui fusionner';
export const MERGE_SAME_CUSTOMER = 'Choisissez un autre client que celui-ci';
export const MERGE_CUSTOMER_UNKNOWN = 'Client introuvable dans votre boutique.';
export const CUSTOMERS_MERGED = 'Clients fusionnés';

/** POST /api/customers/:id/merge: the customer this one becomes (its orders and measurements go there). */
export const customerMergeSchema = v.object({
  intoId: v.pipe(
    v.optional(v.string(MERGE_CUSTOMER_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(MERGE_CUSTOMER_REQUIRED),
    v.maxLength(64, MERGE_CUSTOMER_REQUIRED),
  ),
});

/** What the merge answers: the customer kept, and how many orders and takings moved to it. */
export interface CustomerMergeJson {
  message: string;
  id: string;
  movedOrders: number;
  movedMeasurementSets: number;
}
