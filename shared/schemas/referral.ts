import * as v from 'valibot';
import { EMPTY } from '../messages';
import { emailOrPhoneProblem } from './auth';
import { authPaths } from '../paths';

/** Referrals (parrainage): `/user/referred` and `/user/referred/add`. The rules are kept by the API. */

export const REFERRAL_UNKNOWN = 'Code de parrainage inconnu.';
export const REFERRAL_OWN_CODE = 'Vous ne pouvez pas utiliser votre propre code de parrainage.';
export const REFERRAL_ALREADY_CREDITED = 'Votre inscription est déjà créditée à une marraine ou un parrain.';
export const REFERRAL_CYCLE = 'Cette personne a été parrainée par vous : elle ne peut pas être votre marraine.';
export const REFERRAL_CREDITED = 'Code de parrainage enregistré. Merci !';
export const INVITATION_SENT = 'Invitation envoyée.';
export const INVITATION_RATE_MESSAGE = "Trop d'invitations envoyées. Réessayez dans une heure.";
/** Invitations a merchant may send per hour (mail or SMS). */
export const INVITATIONS_PER_HOUR = 20;

/** Where a friend signs up with a merchant's code (the sign-up form reads ?ref). */
export const referralLink = (origin: string, code: string) => origin.replace(/\/+$/, '') + authPaths.signup(code);

/** The text of an invitation (mail, SMS, WhatsApp). */
export const invitationSubject = (inviter: string) => `${inviter} vous invite sur Boutique`;
export const invitationText = (inviter: string, link: string) =>
  `${inviter} vous invite à créer votre boutique en ligne sur Boutique : vendez plus, en toute sécurité. ` +
  `Inscrivez-vous avec ce lien : ${link}`;

/** referred/add: an email address or a phone number to invite. */
export const invitationSchema = v.object({
  to: v.pipe(
    v.optional(v.string(EMPTY), ''),
    v.trim(),
    v.nonEmpty(EMPTY),
    v.maxLength(254, '254 caractères maximum'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const problem = emailOrPhoneProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
});
export type InvitationInput = v.InferOutput<typeof invitationSchema>;

/** referred: a merchant who signed up without the link enters her sponsor's code (once). */
export const referralClaimSchema = v.object({
  code: v.pipe(v.optional(v.string(EMPTY), ''), v.trim(), v.nonEmpty(EMPTY), v.maxLength(32, '32 caractères maximum')),
});

/** One merchant who signed up with the code, as GET /api/referrals lists them. */
export interface ReferredDto {
  id: string;
  name: string;
  /** Sign-up date (ISO-8601 UTC). */
  signedUpAt: string;
  storeName: string | null;
  /** Current plan name (free, starter, premium, entreprise) or null. */
  plan: string | null;
  /** On a paid plan whose subscription is active and not past its end date. */
  paying: boolean;
}

export interface ReferralsDto {
  /** Her name, as invitations are signed. */
  name: string;
  code: string;
  link: string;
  /** Whether this account was credited to a sponsor (then no code can be entered any more). */
  credited: boolean;
  referred: ReferredDto[];
}
