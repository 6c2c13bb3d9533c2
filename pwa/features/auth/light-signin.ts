// The sign-in page's behaviour (decision 013 « The sign-in page is a light page »). The page is static HTML
// drawn by the app's Mantine components at build time (SignInMarkup.tsx) with the app's CSS; this script, without
// React, checks the form with the shared login schema, signs in through the same API client and session as the app,
// then opens the back-office (a full page load, which the service worker installed meanwhile serves from the device).
import './light-signin.css'; // the app's CSS for what the page draws (one file, nothing shared with the app)
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { getSession, homeForRole, rememberedChoice, startSession, type TokenAnswer } from '../../lib/session-store';
import { lastSyncUser } from '../../lib/sync/last-user';
import { afterSignInPath } from './after-sign-in';
import { DEFAULT_CALLING_CODE, DEFAULT_COUNTRY } from './phone-default';
import {
  loginPayload,
  renameIdentifierErrors,
  validateSignIn,
  waitingOnDevice,
  type SignInMethod,
  type SignInValues,
} from './sign-in-form';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const search = new URLSearchParams(location.search);
const redirectTo = search.get('redirect') ?? undefined;
const expired = search.get('reason') === 'expired';

// Already signed in: straight to the back-office.
const signedIn = getSession();
if (signedIn) location.replace(homeForRole(signedIn.role));
else start();

function start() {
  const form = byId<HTMLFormElement>('signin-form');
  const email = byId<HTMLInputElement>('signin-email');
  const phone = byId<HTMLInputElement>('signin-phone');
  const country = byId<HTMLSelectElement>('signin-country');
  const password = byId<HTMLInputElement>('signin-password');
  const remember = byId<HTMLInputElement>('signin-remember');
  const submit = byId<HTMLButtonElement>('signin-submit');
  const busy = byId<HTMLButtonElement>('signin-busy');
  const fields: Record<string, HTMLInputElement | HTMLSelectElement> = { email, phone, password };
  let method: SignInMethod = 'email';
  let callingCode = DEFAULT_CALLING_CODE;

  remember.checked = rememberedChoice();
  showReason('');
  if (lastSyncUser()) void showWaiting();

  // ── tabs (Mantine's markup: the active tab carries data-active, the other panel is display: none)
  const tabs = [...document.querySelectorAll<HTMLButtonElement>('#signin-tabs [role="tab"]')];
  const selectTab = (tab: HTMLButtonElement, focus = false) => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      if (on) t.setAttribute('data-active', 'true');
      else t.removeAttribute('data-active');
      byId(t.id.replace('-tab-', '-panel-')).style.display = on ? '' : 'none';
    }
    if (focus) tab.focus();
    method = tab.id.endsWith('phone') ? 'phone' : 'email';
    clearErrors();
    if (method === 'phone') void loadCountries();
  };
  tabs.forEach((tab, i) => {
    tab.setAttribute('aria-controls', tab.id.replace('-tab-', '-panel-'));
    tab.addEventListener('click', () => selectTab(tab));
    tab.addEventListener('keydown', (e) => {
      const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (step) selectTab(tabs[(i + step + tabs.length) % tabs.length]!, true);
    });
  });

  // ── the country list: every country's calling code, loaded when the phone tab opens
  let countries: Promise<void> | null = null;
  function loadCountries() {
    countries ??= import('#shared/reference/phone-codes').then(({ PHONE_CODES }) => {
      country.replaceChildren(
        ...PHONE_CODES.map((p) => new Option(p.label, p.country, false, p.country === DEFAULT_COUNTRY)),
      );
      country.addEventListener('change', () => {
        callingCode = PHONE_CODES.find((p) => p.country === country.value)?.callingCode ?? DEFAULT_CALLING_CODE;
      });
    });
    return countries;
  }
  phone.addEventListener('input', () => {
    const digits = phone.value.replace(/[^\d\s]/g, '');
    if (digits !== phone.value) phone.value = digits;
  });

  // ── the password eye (Mantine's PasswordInput: the toggle swaps the icon and the input's type)
  const eye = password.closest('.mantine-InputWrapper-root')!.querySelector<HTMLButtonElement>('button')!;
  const eyeIcon = eye.querySelector('svg')!;
  const eyeShown = byId<HTMLTemplateElement>('signin-eye-shown').content.querySelector('button svg')!;
  eye.addEventListener('click', () => {
    const show = password.type === 'password';
    password.type = show ? 'text' : 'password';
    eye.setAttribute('aria-pressed', String(show));
    eye.querySelector('svg')!.replaceWith((show ? eyeShown : eyeIcon).cloneNode(true));
  });

  // ── field errors (Mantine's markup: data-error on the input and its wrapper, the message under it)
  const errorLine = byId<HTMLTemplateElement>('signin-field-error').content.firstElementChild!;
  function setError(input: HTMLInputElement | HTMLSelectElement, message: string | undefined) {
    const root = input.closest('.mantine-InputWrapper-root')!;
    const box = input.closest('.mantine-Input-input') ?? input; // PasswordInput: the box around the inner input
    const wrapper = root.querySelector<HTMLElement>('.mantine-Input-wrapper')!;
    for (const el of [wrapper, box])
      if (message) el.setAttribute('data-error', 'true');
      else el.removeAttribute('data-error');
    // The space Mantine leaves between a field and its error line.
    if (message) wrapper.style.setProperty('--input-margin-bottom', 'calc(var(--mantine-spacing-xs) / 2)');
    else wrapper.style.removeProperty('--input-margin-bottom');
    root.querySelector(`#${input.id}-error`)?.remove();
    if (message) {
      const line = errorLine.cloneNode(true) as HTMLElement;
      line.id = `${input.id}-error`;
      line.textContent = message;
      root.append(line);
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', line.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
  function clearErrors() {
    for (const input of Object.values(fields)) setError(input, undefined);
  }
  function showErrors(errors: Record<string, string>) {
    for (const [name, input] of Object.entries(fields)) setError(input, errors[name]);
    const first = Object.keys(fields).find((name) => errors[name]);
    if (first) fields[first]!.focus();
  }
  for (const [name, input] of Object.entries(fields))
    input.addEventListener('input', () => {
      if (input.hasAttribute('aria-invalid')) setError(input, undefined);
      void name;
    });

  // ── sign in
  const values = (): SignInValues => ({
    email: email.value,
    callingCode,
    country: country.value,
    phone: phone.value,
    password: password.value,
    remember: remember.checked,
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy.hidden) return;
    void signIn(values());
  });
  async function signIn(typed: SignInValues) {
    showServerMessage(null);
    const errors = validateSignIn(method, typed);
    showErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const answer = await apiFetch<TokenAnswer>('/api/login', { method: 'POST', body: loginPayload(method, typed) });
      const session = startSession(answer, typed.remember);
      location.replace(afterSignInPath(session.role, redirectTo));
    } catch (error) {
      showErrors(renameIdentifierErrors(method, fieldErrorsOf(error)));
      showServerMessage(messageOf(error));
      setBusy(false);
    }
  }
  function setBusy(on: boolean) {
    submit.hidden = on;
    busy.hidden = !on;
  }
  function showServerMessage(message: string | null) {
    byId('signin-error-text').textContent = message ?? '';
    byId('signin-error').hidden = !message;
  }

  submit.disabled = false;
  submit.removeAttribute('data-disabled'); // Mantine draws a disabled button from this attribute
}

/** Why the page opened (the session ended by itself) and what waits on the device, as the blue alert says. */
function showReason(waiting: string) {
  const alert = byId('signin-reason');
  alert.hidden = !expired && !waiting;
  const title = alert.querySelector<HTMLElement>('.mantine-Alert-title');
  if (title) title.hidden = !expired;
  if (waiting) byId('signin-reason-text').textContent = waitingOnDevice(waiting);
}

/** What the last merchant of this device left waiting to be sent (only on a device someone synced on). */
async function showWaiting() {
  try {
    const { waitingForLastUser } = await import('../../lib/sync/waiting');
    const text = await waitingForLastUser();
    if (text) showReason(text);
  } catch {
    // nothing to say
  }
}
