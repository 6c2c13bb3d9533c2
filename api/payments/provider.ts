/**
 * A payment provider behind one interface (decision 026): open a payment session, verify a notification, read a
 * payment's state from the provider. CinetPay is the one implemented (./cinetpay.ts).
 */
export interface ProviderKeys {
  siteId: string;
  apiKey: string;
  secretKey: string;
}

export interface SessionRequest {
  transactionId: string;
  amount: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  customer: { firstname: string; lastname: string; phone: string; email: string };
}

/** A notification whose signature was verified: which transaction, of which site, for how much. */
export interface VerifiedNotification {
  siteId: string;
  transactionId: string;
  amount: number;
  currency: string;
  /** unique for one notification's content: the replay of the same notification has the same one */
  fingerprint: string;
}

export type PaymentState = 'accepted' | 'refused' | 'pending';

export interface ProviderPayment {
  state: PaymentState;
  amount: number;
  currency: string;
}

export class ProviderError extends Error {}

export interface PaymentProvider {
  readonly name: string;
  /** The provider's payment page for this session. */
  createSession(keys: ProviderKeys, request: SessionRequest): Promise<{ paymentUrl: string }>;
  /** The notification when its signature is the provider's (made with the store's secret key), else null. */
  verifyNotification(secretKey: string, headers: Headers, form: Record<string, string>): VerifiedNotification | null;
  /** The payment's state as the provider's own API tells it. */
  checkPayment(keys: ProviderKeys, transactionId: string): Promise<ProviderPayment>;
  /** Whether the provider knows this site id and API key (asked before they are saved); throws ProviderError when
   * it cannot be asked. */
  keysAccepted(keys: Pick<ProviderKeys, 'siteId' | 'apiKey'>): Promise<boolean>;
}
