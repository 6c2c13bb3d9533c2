/**
 * The CinetPay account the journeys' local CinetPay knows: scripts/cinetpay-double.ts, a server of CinetPay's
 * documented API that signs its notifications as CinetPay does, started by playwright.config.ts beside the app (which
 * it points at it with CINETPAY_API_URL). A journey types these keys in « Paiement en ligne (CinetPay) ».
 */
export const E2E_CINETPAY = {
  siteId: '5870042',
  apiKey: 'e2eApiKey.0123456789wxyz',
  secretKey: 'e2eSecret-0123456789abcdef',
};

/** Its port, from the journeys' port (each run of the journeys has its own). */
export const cinetpayDoublePort = (e2ePort: number) => e2ePort + 10_000;
