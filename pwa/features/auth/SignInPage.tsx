import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { rememberedChoice, startSession, type TokenAnswer } from '../../lib/session';
import { afterSignInPath } from './after-sign-in';
import { lastSyncUser } from '../../lib/sync/last-user';
import { DEFAULT_CALLING_CODE, DEFAULT_COUNTRY } from './phone-default';
import {
  loginPayload,
  renameIdentifierErrors,
  validateSignIn,
  type SignInMethod,
  type SignInValues,
} from './sign-in-form';

// The country list weighs more than the rest of the page: it loads when the phone tab opens.
const PhoneCountrySelect = lazy(() => import('./PhoneCountrySelect'));

export const SESSION_EXPIRED = 'Votre session a expiré : reconnectez-vous pour continuer.';
export const waitingOnDevice = (waiting: string) =>
  `En attente d’envoi sur cet appareil : ${waiting.replace(/ à envoyer$/, '')}. Rien n’est perdu : tout partira dès que vous serez reconnecté(e).`;

/** What the last merchant of this device left waiting to be sent (read on demand: the page does not carry Dexie). */
function useWaitingOnDevice(): string {
  const [waiting, setWaiting] = useState('');
  useEffect(() => {
    // A device nobody synced on has nothing waiting: no need to fetch the local database's code (issue 22).
    if (!lastSyncUser()) return;
    let alive = true;
    void import('../../lib/sync/waiting')
      .then((m) => m.waitingForLastUser())
      .then((text) => alive && setWaiting(text))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return waiting;
}

export function SignInPage() {
  const search: { redirect?: string; reason?: 'expired' } = useSearch({ strict: false });
  const waiting = useWaitingOnDevice();
  const navigate = useNavigate();
  const [method, setMethod] = useState<SignInMethod>('email');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<SignInValues>({
    initialValues: {
      email: '',
      callingCode: DEFAULT_CALLING_CODE,
      country: DEFAULT_COUNTRY,
      phone: '',
      password: '',
      remember: rememberedChoice(),
    },
    validate: (values) => validateSignIn(method, values),
  });

  async function submit(values: SignInValues) {
    setServerMessage(null);
    setSubmitting(true);
    try {
      const answer = await apiFetch<TokenAnswer>('/api/login', { method: 'POST', body: loginPayload(method, values) });
      const session = startSession(answer, values.remember);
      await navigate({ href: afterSignInPath(session.role, search.redirect), replace: true });
    } catch (error) {
      form.setErrors(renameIdentifierErrors(method, fieldErrorsOf(error)));
      setServerMessage(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Title order={1} size="h2">
          Connexion
        </Title>
        {(search.reason === 'expired' || waiting) && (
          <Alert
            color="blue"
            data-testid="signin-reason"
            title={search.reason === 'expired' ? SESSION_EXPIRED : undefined}
          >
            {waiting
              ? waitingOnDevice(waiting)
              : 'Pour votre sécurité, une session se termine après un temps sans connexion.'}
          </Alert>
        )}
        {serverMessage && (
          <Alert color="red" role="alert" data-testid="signin-error">
            {serverMessage}
          </Alert>
        )}
        <Tabs
          value={method}
          onChange={(tab) => {
            setMethod(tab === 'phone' ? 'phone' : 'email');
            form.clearErrors();
          }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="email">Par email</Tabs.Tab>
            <Tabs.Tab value="phone">Par téléphone</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email" pt="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="vous@exemple.com"
              {...form.getInputProps('email')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="phone" pt="md">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Suspense
                fallback={
                  <TextInput
                    label="Indicatif"
                    value={`+${form.values.callingCode}`}
                    readOnly
                    w={150}
                    rightSection={<Loader size="xs" />}
                  />
                }
              >
                {method === 'phone' && (
                  <PhoneCountrySelect
                    value={form.values.country}
                    onChange={(country, callingCode) => form.setValues({ country, callingCode })}
                  />
                )}
              </Suspense>
              <TextInput
                label="Téléphone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="70 00 00 00"
                style={{ flex: 1 }}
                {...form.getInputProps('phone')}
                onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.replace(/[^\d\s]/g, ''))}
              />
            </Group>
          </Tabs.Panel>
        </Tabs>
        <PasswordInput label="Mot de passe" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="space-between">
          <Checkbox label="Se souvenir de moi" {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Anchor component={Link} to="/auth/forgot" size="sm">
            Mot de passe oublié ?
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          Se connecter
        </Button>
        <Text size="sm" ta="center">
          Pas encore de compte ?{' '}
          <Anchor component={Link} to="/auth/signup">
            Créer ma boutique
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
