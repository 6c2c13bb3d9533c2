import * as v from 'valibot';
import { hasValidPhoneLength } from '../phone-digits';
import { EMPTY, PHONE_INVALID } from '../messages';

// The merchant's personal profile (specification section 3: 'Profile name: firstName, lastName. Delivery info:
// firstname, lastname, phone, city.') and the answer of GET /api/profile.

const NAME_MAX = 100;
const TOO_LONG = `${NAME_MAX} caractères maximum`;

const requiredText = () =>
  v.pipe(v.optional(v.string(EMPTY), ''), v.trim(), v.nonEmpty(EMPTY), v.maxLength(NAME_MAX, TOO_LONG));

export const profileNameSchema = v.object({ firstName: requiredText(), lastName: requiredText() });
export type ProfileNameInput = v.InferInput<typeof profileNameSchema>;

/** Who receives deliveries for the store: all four fields required, the phone 8 to 15 digits. */
export const deliveryInfoSchema = v.object({
  firstname: requiredText(),
  lastname: requiredText(),
  phone: v.pipe(
    v.optional(v.string(EMPTY), ''),
    v.trim(),
    v.nonEmpty(EMPTY),
    v.check((s) => /^\+?[\d\s().\-/]+$/.test(s) && hasValidPhoneLength(s), PHONE_INVALID),
  ),
  city: requiredText(),
});
export type DeliveryInfo = v.InferOutput<typeof deliveryInfoSchema>;

/** Profile picture: JPG or PNG, at most 1 MB after the device's compression (like the logo). */
export const PROFILE_IMAGE_MAX_PX = 512;

export interface ProfileJson {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  profile_image: string | null;
  delivery: DeliveryInfo | null;
}
