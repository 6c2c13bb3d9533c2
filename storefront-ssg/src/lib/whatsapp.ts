// 'Commander sur WhatsApp': a wa.me link with the order already written, to the store's WhatsApp number.

/**
 * The store's WhatsApp number as wa.me wants it (digits only, country code first): from the WhatsApp social link
 * (`https://wa.me/226…`, `https://api.whatsapp.com/send?phone=226…`, or a number typed as the link), else the store's
 * phone. Null when neither holds a usable number.
 */
export function whatsappNumber(
  socialLink: string | null | undefined,
  storePhone: string | null | undefined,
): string | null {
  const fromLink = (link: string): string | null => {
    try {
      const url = new URL(link);
      if (/(^|\.)wa\.me$/i.test(url.hostname)) return url.pathname.replace(/\D/g, '');
      if (/whatsapp\.com$/i.test(url.hostname)) return (url.searchParams.get('phone') ?? '').replace(/\D/g, '');
      return null;
    } catch {
      return link.replace(/\D/g, '');
    }
  };
  for (const candidate of [socialLink ? fromLink(socialLink.trim()) : null, (storePhone ?? '').replace(/\D/g, '')]) {
    if (candidate && candidate.length >= 8 && candidate.length <= 15) return candidate;
  }
  return null;
}

export interface WhatsappChoice {
  product: string;
  variant?: string | null;
  size?: string | null;
  color?: string | null;
  quantity: number | string;
  /** The product page's address, when known (in the browser). */
  url?: string | null;
}

/** The prefilled message: product, variant, size, colour and quantity, one per line. */
export function whatsappOrderText(c: WhatsappChoice): string {
  return [
    'Bonjour, je souhaite commander :',
    `- Produit : ${c.product}`,
    c.variant ? `- Variante : ${c.variant}` : null,
    c.size ? `- Taille : ${c.size}` : null,
    c.color ? `- Couleur : ${c.color}` : null,
    `- Quantité : ${String(c.quantity).trim() || '1'}`,
    c.url ? c.url : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

export const whatsappOrderUrl = (number: string, c: WhatsappChoice) =>
  `https://wa.me/${number}?text=${encodeURIComponent(whatsappOrderText(c))}`;

/** « Me prévenir sur WhatsApp » on a sold-out product: the shopper asks to be told when it is back. */
export const whatsappNotifyUrl = (number: string, product: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(
    `Bonjour, le produit « ${product} » est épuisé sur votre boutique. Pouvez-vous me prévenir sur WhatsApp quand il sera de nouveau disponible ?`,
  )}`;
