import * as v from 'valibot';

/**
 * A store's own domain (« maboutique.sn »): the merchant types it in her settings, the API serves her storefront
 * when a request's Host is that name (decision 023). One schema for the PWA form and the API; the platform's own host
 * is a parameter (the PWA reads it from its address, the API from PUBLIC_URL).
 */

export const DOMAIN_HAS_SCHEME =
  'Écrivez seulement le nom de domaine, sans « http:// » ni « https:// » : maboutique.sn';
export const DOMAIN_HAS_PATH = 'Écrivez seulement le nom de domaine, sans « / » ni chemin : maboutique.sn';
export const DOMAIN_HAS_PORT = 'Écrivez seulement le nom de domaine, sans « : » ni numéro de port : maboutique.sn';
export const DOMAIN_INVALID =
  'Nom de domaine invalide : des lettres sans accent, des chiffres et des tirets, séparés par des points (maboutique.sn)';
export const DOMAIN_IS_PLATFORM = 'Ce domaine est celui de la plateforme : indiquez le domaine de votre boutique.';
/** The settings screen's « Enregistrer » with nothing typed (removing is its own button). */
export const DOMAIN_EMPTY = 'Écrivez le nom de domaine de votre boutique : maboutique.sn';
/** The TLS proxy's question answered no: not a domain of a store allowed one. */
export const DOMAIN_NOT_SERVED = 'Ce domaine n’est pas celui d’une boutique servie ici.';
export const DOMAIN_TAKEN = 'Ce domaine est déjà utilisé par une autre boutique.';
export const DOMAIN_SAVED = 'Domaine enregistré : votre boutique sera republiée à cette adresse.';
export const DOMAIN_REMOVED = 'Domaine retiré : votre boutique reste à son adresse habituelle.';

/** At most 253 characters (DNS), each label 1 to 63, no dash at either end; the last label a real top-level name. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Whether `host` is a host name a store may take (lower-case, two labels at least, no IP address). */
export function isDomainName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LEVEL.test(labels[labels.length - 1]!);
}

/**
 * The platform's own host and everything under it stays the platform's (a store at « x.boutique.example » would
 * share its cookies' site); « localhost » likewise.
 */
export function isPlatformHost(domain: string, platformHost: string): boolean {
  const platform = platformHost.toLowerCase();
  return domain === platform || domain.endsWith(`.${platform}`) || domain === 'localhost';
}

/** A host as typed or as a request names it: lower-case, without a final dot. */
export const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/**
 * `{ domain }` of PUT /api/store-domain: empty removes the domain. Lower-cased for her (« MaBoutique.SN » is the
 * same name); a scheme, a path or a port gets its own message, as does the platform's own host. Uniqueness among
 * stores is the server's check (DOMAIN_TAKEN).
 */
export function storeDomainSchema(platformHost: string) {
  return v.object({
    domain: v.pipe(
      v.optional(v.nullable(v.string(DOMAIN_INVALID)), ''),
      v.transform((x) => normalizeHost(x ?? '')),
      v.check((x) => !/^[a-z][a-z0-9+.-]*:\/\//.test(x), DOMAIN_HAS_SCHEME),
      v.check((x) => /^[a-z][a-z0-9+.-]*:\/\//.test(x) || !/[/?#]/.test(x), DOMAIN_HAS_PATH),
      v.check((x) => /[/?#]/.test(x) || !x.includes(':'), DOMAIN_HAS_PORT),
      v.check((x) => /[/?#:]/.test(x) || x === '' || isDomainName(x), DOMAIN_INVALID),
      v.check((x) => x === '' || !isPlatformHost(x, platformHost), DOMAIN_IS_PLATFORM),
      v.transform((x) => (x === '' ? null : x)),
    ),
  });
}
export type StoreDomainInput = v.InferInput<ReturnType<typeof storeDomainSchema>>;

/** GET/PUT /api/store-domain. */
export interface StoreDomainDto {
  domain: string | null;
  /** Whether her plan includes a domain of her own (the form explains the upgrade otherwise). */
  allowed: boolean;
  /** The platform's host, which her DNS record points to. */
  platformHost: string;
  /** Her storefront's address now: https://{domain}, else the platform's /{slug}. */
  siteUrl: string;
  /** When her plan does not include a domain: the French refusal naming the plan that does (else null). */
  reason: string | null;
  /**
   * When a request first reached the platform at her domain (her DNS record points here: « Actif »); null while
   * none has (« En attente »), and when she has no domain.
   */
  seenAt: string | null;
}

/**
 * What the merchant does at her domain registrar, in her words (the settings screen and the README say the same):
 * a CNAME for a sub-domain such as « www », or, for the bare domain, an ALIAS/ANAME (or the platform's A/AAAA
 * addresses, which the operator gives).
 */
export function dnsInstructions(domain: string, platformHost: string): string[] {
  const bare = domain.split('.').length === 2;
  return [
    `Créez chez votre fournisseur de domaine un enregistrement ${bare ? 'ALIAS (ou ANAME)' : 'CNAME'} pour « ${domain} » qui pointe vers « ${platformHost} ».`,
    bare
      ? `Si votre fournisseur ne propose pas ALIAS, créez des enregistrements A et AAAA vers les adresses IP de « ${platformHost} » (demandez-les au support).`
      : `Un CNAME ne se pose que sur un sous-domaine (« www.${domain.replace(/^www\./, '')} ») ; pour le domaine nu, utilisez ALIAS ou des enregistrements A et AAAA.`,
    'La propagation peut prendre jusqu’à 24 heures. Le certificat HTTPS est créé tout seul à la première visite.',
  ];
}
