import {
  formatAmount,
  type FollowedOrder,
  type OrderCheckoutSummary,
  type PaymentInstructions,
  type PlacedOrder,
} from '#shared/checkout';
import { ORDER_SENT } from '#shared/schemas/order';
import { storefrontPaths } from '#shared/paths';
import { html } from './shop-pages';

/**
 * The no-JavaScript pages of the checkout (served by the API under its strict no-script policy): the confirmation after
 * ordering (code large, summary, how to pay, what happens next, WhatsApp, one follow link) and the followed order
 * (status, summary, times in the store's time zone, paying and declaring the transaction). Same content as the
 * storefront's island pages.
 */

const details = (l: { size: string | null; color: string | null }) =>
  [l.size && `taille ${l.size}`, l.color && `couleur ${l.color}`].filter(Boolean).join(', ');

export function summaryTable(s: OrderCheckoutSummary, currency: string) {
  const money = (n: number) => formatAmount(n, currency);
  return html`<table class="summary" data-testid="order-summary">
      <thead>
        <tr>
          <th scope="col">Article</th>
          <th scope="col">Qté</th>
          <th scope="col">Prix unitaire</th>
          <th scope="col">Montant</th>
        </tr>
      </thead>
      <tbody>
        ${s.lines.map(
          (l) =>
            html`<tr>
              <td>${l.name}${details(l) ? html`<br /><small>${details(l)}</small>` : ''}</td>
              <td>${l.quantity}</td>
              <td>${money(l.unitPrice)}</td>
              <td>${money(l.lineTotal)}</td>
            </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colspan="3">Sous-total</th>
          <td>${money(s.subtotal)}</td>
        </tr>
        ${
          s.delivery
            ? html`<tr data-testid="summary-delivery">
                <th scope="row" colspan="3">${s.delivery.label}${s.delivery.free ? html` (offerte)` : ''}</th>
                <td>${s.deliveryFee > 0 ? money(s.deliveryFee) : html`Gratuit`}</td>
              </tr>`
            : ''
        }
        ${
          s.discount > 0
            ? html`<tr data-testid="summary-discount">
                <th scope="row" colspan="3">Code promo ${s.promoCode ?? ''}</th>
                <td>− ${money(s.discount)}</td>
              </tr>`
            : ''
        }
        <tr>
          <th scope="row" colspan="3">Total</th>
          <td><strong data-testid="order-total">${money(s.total)}</strong></td>
        </tr>
      </tfoot>
    </table>
    ${s.delivery?.option === 'pickup' && s.delivery.address ? html`<p>Retrait : ${s.delivery.address}</p>` : ''}
    ${s.paymentLabel ? html`<p>Paiement : <strong>${s.paymentLabel}</strong></p>` : ''}`;
}

export function paymentBlock(p: PaymentInstructions) {
  return html`<section class="notice pay" data-testid="payment-instructions">
    <h2>Comment payer</h2>
    ${
      p.number
        ? html`<p>
              ${p.label} : <strong class="pay-number">${p.number}</strong><br />
              Montant : <strong>${formatAmount(p.amount, p.currency)}</strong><br />
              Référence : <strong>${p.reference}</strong>
            </p>
            ${p.instruction ? html`<p>${p.instruction}</p>` : ''}`
        : html`<p>${p.text}</p>`
    }
  </section>`;
}

const whatsappButton = (w: { url: string } | null) =>
  w
    ? html`<p>
        <a class="btn wa" href="${w.url}" rel="noopener" data-testid="whatsapp-merchant"
          >Écrire à la boutique sur WhatsApp</a
        >
      </p>`
    : '';

export function confirmationBody(store: { slug: string }, o: PlacedOrder) {
  return html`<h1>Merci ! Votre commande est envoyée.</h1>
    <p class="notice ok" role="status">${ORDER_SENT}</p>
    <p>Numéro de commande</p>
    <p class="code big" data-testid="order-code">${o.code}</p>
    <p>Gardez-le avec votre téléphone pour suivre votre commande sans compte.</p>
    <h2>Récapitulatif</h2>
    ${summaryTable(o, o.currency)} ${o.payment ? paymentBlock(o.payment) : ''}
    <h2>Et ensuite ?</h2>
    <ol class="next" data-testid="next-steps">
      ${o.nextSteps.map((s) => html`<li>${s}</li>`)}
    </ol>
    ${whatsappButton(o.whatsapp)}
    <p><a class="btn" href="${o.followPath}" data-testid="follow-link">Suivre ma commande</a></p>
    <p><a href="${storefrontPaths.products(store.slug)}">Continuer mes achats</a></p>`;
}

/** The form to declare a mobile money transaction (code and phone carried along: they prove it is hers). */
export function transactionForm(slug: string, code: string, phone: string) {
  return html`<form method="post" action="/api/shop/${slug}/orders/${code}/payment" data-testid="transaction-form">
    <input type="hidden" name="phone" value="${phone}" />
    <label for="t-id">Référence de la transaction</label
    ><input id="t-id" name="transactionId" autocomplete="off" maxlength="60" required />
    <button type="submit">J’ai payé : envoyer la référence</button>
  </form>`;
}

export function followedBody(store: { slug: string }, o: FollowedOrder, phone: string) {
  return html`<h1>Commande ${o.code}</h1>
    <p>Statut : <span class="status" data-status="${o.status}">${o.statusLabel}</span></p>
    <p class="notice ok" data-testid="next-step">${o.nextStep}</p>
    <p>Passée le <time datetime="${o.createdAt}">${o.createdAtLocal}</time></p>
    ${summaryTable(o, o.currency)}
    ${
      o.paid
        ? html`<p class="notice ok" data-testid="paid">Paiement reçu le ${o.paidAtLocal ?? ''}.</p>`
        : o.transactionId
          ? html`<p data-testid="declared-transaction">
              Transaction déclarée : <strong>${o.transactionId}</strong> (${o.transactionDeclaredAtLocal ?? ''})
            </p>`
          : ''
    }
    ${o.payment ? paymentBlock(o.payment) : ''}
    ${o.canDeclareTransaction ? transactionForm(store.slug, o.code, phone) : ''} ${whatsappButton(o.whatsapp)}
    <h2>Historique</h2>
    <ol class="history">
      ${[...o.history]
        .reverse()
        .map(
          (h) =>
            html`<li>
              <strong>${h.statusLabel}</strong> — <time datetime="${h.at}">${h.atLocal}</time>${
                h.message ? html`<br />${h.message}` : ''
              }
            </li>`,
        )}
    </ol>
    <p class="tz">Heures de la boutique (${o.timeZone}).</p>
    <p><a href="${storefrontPaths.products(store.slug)}">Retour à la boutique</a></p>`;
}
