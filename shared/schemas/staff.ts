import * as v from 'valibot';
import { EMPTY, PHONE_INVALID } from '../messages';
import { withoutThousandsSpaces } from '../typed-number';
import { hasValidPhoneLength } from '../phone-digits';
import { emailOrPhoneProblem, newPasswordSchema } from './auth';

/**
 * The atelier's staff: store roles are permission sets; the store owner holds every permission; a staff
 * account (a `user` account member of one store) reaches only what its role's permissions allow (the API checks them
 * on every store route, deny by default; the menu only mirrors them).
 */
export const STORE_PERMISSIONS = [
  'customers',
  'measurements',
  'orders',
  'order_stages',
  'calendar',
  'fabrics',
  'suppliers',
  'services',
  'transactions',
  'staff',
  'salaries',
  'settings',
] as const;
export type StorePermission = (typeof STORE_PERMISSIONS)[number];

export const STORE_PERMISSION_LABELS: Record<StorePermission, string> = {
  customers: 'Clients',
  measurements: 'Prise de mesures',
  orders: 'Commandes (prix et paiements)',
  order_stages: 'Étapes des vêtements',
  calendar: 'Calendrier',
  fabrics: 'Tissus',
  suppliers: 'Fournisseurs',
  services: 'Services',
  transactions: 'Transactions',
  staff: 'Personnel',
  salaries: 'Salaires',
  settings: "Paramètres de l'atelier",
};

/** What a permission lets a staff member do, in one sentence (roles page). */
export const STORE_PERMISSION_HINTS: Record<StorePermission, string> = {
  customers: 'Voir, ajouter et modifier les clients.',
  measurements: 'Prendre les mesures des clients.',
  orders: 'Créer les commandes, fixer les prix, encaisser les paiements.',
  order_stages: "Voir les commandes et faire avancer l'étape des vêtements.",
  calendar: 'Voir les dates de livraison.',
  fabrics: 'Gérer le stock de tissus.',
  suppliers: 'Gérer les fournisseurs et les achats.',
  services: 'Gérer les services (retouche, ourlet…).',
  transactions: 'Voir et saisir les recettes et les dépenses.',
  staff: 'Voir et gérer le personnel.',
  salaries: 'Voir et payer les salaires.',
  settings: 'Mesures, modèles, rôles et réglages de l’atelier.',
};

/** The roles a store starts with (the owner can change them). */
export const STARTER_ROLES: readonly { name: string; permissions: readonly StorePermission[] }[] = [
  { name: 'Couturier', permissions: ['order_stages', 'measurements', 'calendar'] },
  { name: 'Coupeur', permissions: ['order_stages', 'measurements', 'calendar'] },
  { name: 'Vendeur / Caissier', permissions: ['customers', 'measurements', 'orders', 'calendar', 'services'] },
  {
    name: 'Gérant',
    permissions: [
      'customers',
      'measurements',
      'orders',
      'order_stages',
      'calendar',
      'fabrics',
      'suppliers',
      'services',
      'transactions',
      'staff',
    ],
  },
];

/** The owner, and a staff account's role, as the API answers it (GET /api/atelier/me). */
export interface StoreMemberJson {
  /** true for the store's owner (every permission) */
  owner: boolean;
  permissions: StorePermission[];
  staff: { id: string; name: string; roleName: string | null } | null;
  /** the store's currency: a staff account has no store of its own to read it from, yet writes amounts in it */
  currency: string;
  /** the store's name and logo (its URL), printed on the atelier's receipt — by the owner or a staff account */
  store?: { name: string; logo: string | null };
}

export const hasPermission = (member: Pick<StoreMemberJson, 'owner' | 'permissions'>, p: StorePermission) =>
  member.owner || member.permissions.includes(p);

/** Not given by the specification; same style as its other messages. */
export const STAFF_FORBIDDEN = "Votre rôle ne vous permet pas d'accéder à cette page.";
export const STAFF_INACTIVE = 'Votre compte du personnel est désactivé : adressez-vous au responsable de la boutique.';
export const STAFF_NOT_FOUND = 'Membre du personnel introuvable.';
export const ROLE_NOT_FOUND = 'Rôle introuvable.';
export const ROLE_NAME_TAKEN = 'Ce rôle existe déjà.';
export const ROLE_IN_USE =
  'Ce rôle est attribué à des membres du personnel : changez-leur de rôle avant de le supprimer.';
export const ROLE_INVALID = 'Choisissez un rôle de votre atelier';
export const PERMISSION_INVALID = 'Permission inconnue';
export const AMOUNT_INVALID = 'Montant invalide : un nombre positif';
export const PERIOD_INVALID = 'Mois invalide (AAAA-MM)';
export const STAFF_HAS_ACCOUNT = 'Ce membre du personnel a déjà un compte.';
export const STAFF_SYNC_FORBIDDEN =
  "Votre rôle ne permet pas cette modification : demandez au responsable de l'atelier.";

export const SALARY_KINDS = ['monthly', 'piece'] as const;
export type SalaryKind = (typeof SALARY_KINDS)[number];
export const SALARY_KIND_LABELS: Record<SalaryKind, string> = {
  monthly: 'Salaire mensuel',
  piece: 'À la pièce (par vêtement fini)',
};

const requiredText = (max: number) =>
  v.pipe(v.optional(v.string(EMPTY), ''), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, 'Texte trop long'));
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string('Texte trop long')), null),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || s.length <= max, 'Texte trop long'),
  );
/** JSON numbers or form strings ('25000'). */
const amount = v.pipe(
  v.union([v.number(AMOUNT_INVALID), v.string(AMOUNT_INVALID)], AMOUNT_INVALID),
  v.transform((x) =>
    typeof x === 'string' ? (x.trim() === '' ? NaN : Number(withoutThousandsSpaces(x).replace(',', '.'))) : x,
  ),
  v.check((n) => Number.isFinite(n) && n >= 0 && n <= 1e12, AMOUNT_INVALID),
);

export const storeRoleSchema = v.object({
  name: requiredText(60),
  permissions: v.pipe(
    v.optional(v.array(v.picklist(STORE_PERMISSIONS, PERMISSION_INVALID), PERMISSION_INVALID), []),
    v.transform((list) => STORE_PERMISSIONS.filter((p) => list.includes(p))),
  ),
});
export type StoreRoleInput = v.InferInput<typeof storeRoleSchema>;

export const staffSchema = v.object({
  name: requiredText(120),
  phone: v.pipe(
    optionalText(32),
    v.check((s) => s === null || hasValidPhoneLength(s), PHONE_INVALID),
  ),
  roleId: optionalText(64),
  salaryKind: v.optional(v.picklist(SALARY_KINDS, 'Valeur invalide'), 'monthly'),
  salaryAmount: v.optional(amount, 0),
  active: v.optional(v.boolean(), true),
});
export type StaffInput = v.InferInput<typeof staffSchema>;

/** The owner gives a staff member a sign-in: an email (or phone) and a password the owner tells them. */
export const staffAccountSchema = v.object({
  emailOrPhone: v.pipe(
    requiredText(254),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const problem = emailOrPhoneProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
  password: newPasswordSchema,
});
export type StaffAccountInput = v.InferInput<typeof staffAccountSchema>;

const isPeriod = (s: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(s);

export const salaryPaymentSchema = v.object({
  staffId: requiredText(64),
  period: v.pipe(v.optional(v.string(PERIOD_INVALID), ''), v.trim(), v.check(isPeriod, PERIOD_INVALID)),
  /** blank: the amount the salary gives (monthly amount, or rate × garments finished in the period) */
  amount: v.optional(v.nullable(amount), null),
  note: optionalText(200),
});
export type SalaryPaymentInput = v.InferInput<typeof salaryPaymentSchema>;

export interface StoreRoleJson {
  id: string;
  name: string;
  permissions: StorePermission[];
  staffCount: number;
}

export interface StaffJson {
  id: string;
  name: string;
  phone: string | null;
  roleId: string | null;
  roleName: string | null;
  salaryKind: SalaryKind;
  /** null for a staff account that may not see salaries */
  salaryAmount: number | null;
  active: boolean;
  /** the sign-in of the staff account, if any */
  account: string | null;
  createdAt: string;
}

export interface SalaryPaymentJson {
  id: string;
  staffId: string;
  staffName: string;
  period: string;
  kind: SalaryKind;
  pieces: number | null;
  amount: number;
  note: string | null;
  paidAt: string;
}

/** What a staff member is owed for a month: the monthly amount, or the rate × garments finished in it. */
export interface SalaryDueJson {
  staffId: string;
  period: string;
  kind: SalaryKind;
  pieces: number | null;
  due: number;
  paid: number;
}

/** Piece rate: the rate times the garments finished, in whole francs (XOF has no cents). */
export const pieceRateSalary = (rate: number, pieces: number) => Math.round(rate * pieces * 100) / 100;

/** Confirmations the API answers (the PWA shows them in a toast). */
export const ROLE_ADDED = 'Rôle ajouté.';
export const ROLE_UPDATED = 'Rôle modifié.';
export const ROLE_DELETED = 'Rôle supprimé.';
export const STAFF_ADDED = 'Membre du personnel ajouté.';
export const STAFF_UPDATED = 'Membre du personnel modifié.';
export const STAFF_ACCOUNT_CREATED = 'Compte créé : le membre du personnel peut se connecter.';
export const STAFF_ACCOUNT_DELETED = 'Compte supprimé.';
export const SALARY_PAID = 'Salaire payé.';
/** The ledger line a salary payment writes (an expense of the 'salary' source). */
export const salaryLedgerLabel = (period: string, staffName: string) => `Salaire ${period} — ${staffName}`;
