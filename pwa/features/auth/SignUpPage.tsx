import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { registerSchema } from '#shared/schemas/auth';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { startSession, type TokenAnswer } from '../../lib/session';
import { afterSignInPath } from './after-sign-in';

interface SignUpValues {
  firstName: string;
  lastName: string;
  emailOrPhone: string;
  password: string;
  confirmPass: string;
  termCondition: boolean;
  referral: string;
  gender: string | null;
}

export function SignUpPage() {
  const search: { ref?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<SignUpValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      emailOrPhone: '',
      password: '',
      confirmPass: '',
      termCondition: false,
      referral: search.ref ?? '',
      gender: null,
    },
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  async function submit(values: SignUpValues) {
    setServerMessage(null);
    setSubmitting(true);
    try {
      const created = await apiFetch<{ message: string }>('/api/register', { method: 'POST', body: values });
      // Straight in: the new merchant is asked to configure the store on the dashboard. The API's « Vous pouvez
      // maintenant vous connecter » only fits when that sign-in fails and she is sent to the sign-in screen.
      try {
        const answer = await apiFetch<TokenAnswer>('/api/login', {
          method: 'POST',
          body: { emailOrPhone: values.emailOrPhone, password: values.password, remember: false },
        });
        const session = startSession(answer, false);
        await navigate({ href: afterSignInPath(session.role), replace: true });
        toast('Compte créé : bienvenue !', 'success');
      } catch {
        toast(created.message, 'success');
        await navigate({ to: '/auth/signin' });
      }
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setServerMessage(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Title order={1} size="h2">
          Créer votre compte
        </Title>
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Prénom" autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label="Nom" autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Email ou téléphone"
          description="Un numéro sans indicatif est lu avec +226"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('emailOrPhone')}
        />
        <PasswordInput
          label="Mot de passe"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPass')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Genre"
            clearable
            data={[
              { value: 'female', label: 'Femme' },
              { value: 'male', label: 'Homme' },
            ]}
            {...form.getInputProps('gender')}
          />
          <TextInput label="Code de parrainage" {...form.getInputProps('referral')} />
        </SimpleGrid>
        <Checkbox
          label={
            <>
              J'accepte les{' '}
              <Anchor component={Link} to="/terme-condition" target="_blank">
                conditions d'utilisation
              </Anchor>
            </>
          }
          {...form.getInputProps('termCondition', { type: 'checkbox' })}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Créer mon compte
        </Button>
        <Group justify="center" gap={4}>
          <Text size="sm">Déjà inscrit ?</Text>
          <Anchor component={Link} to="/auth/signin" size="sm">
            Se connecter
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
