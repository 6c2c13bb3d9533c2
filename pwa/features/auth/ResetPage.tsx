import { Alert, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { resetPasswordSchema } from '#shared/schemas/auth';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { clearResetFlow, readResetFlow } from './reset-flow';

export function ResetPage() {
  const { token } = useParams({ strict: false }) as { token: string };
  const navigate = useNavigate();
  const known = readResetFlow(token);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { emailOrPhone: known.emailOrPhone ?? '', otp: known.otp ?? '', password: '', confirmPass: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });

  async function submit(values: typeof form.values) {
    setServerMessage(null);
    setSubmitting(true);
    try {
      const answer = await apiFetch<{ message: string }>('/api/password/reset', { method: 'POST', body: values });
      clearResetFlow(token);
      toast(answer.message, 'success');
      await navigate({ to: '/auth/signin' });
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
          Nouveau mot de passe
        </Title>
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        {/* Shown only when this tab did not go through the previous steps (e.g. link opened elsewhere). */}
        {!known.emailOrPhone && (
          <TextInput label="Email ou téléphone" withAsterisk {...form.getInputProps('emailOrPhone')} />
        )}
        {!known.otp && <TextInput label="Code reçu" maxLength={6} withAsterisk {...form.getInputProps('otp')} />}
        <PasswordInput
          label="Nouveau mot de passe"
          description="8 caractères minimum, avec une minuscule et une majuscule"
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
        {known.emailOrPhone && form.errors.emailOrPhone && <Alert color="red">{form.errors.emailOrPhone}</Alert>}
        {known.otp && form.errors.otp && <Alert color="red">{form.errors.otp}</Alert>}
        <Button type="submit" loading={submitting} fullWidth>
          Enregistrer
        </Button>
      </Stack>
    </form>
  );
}
