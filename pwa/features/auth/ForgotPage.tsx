import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forgotPasswordSchema } from '#shared/schemas/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { saveResetFlow } from './reset-flow';

export function ForgotPage() {
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { emailOrPhone: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  async function submit(values: { emailOrPhone: string }) {
    setServerMessage(null);
    setSubmitting(true);
    try {
      const answer = await apiFetch<{ message: string; token: string }>('/api/password/forgot', {
        method: 'POST',
        body: values,
      });
      saveResetFlow(answer.token, { emailOrPhone: values.emailOrPhone.trim() });
      toast(answer.message);
      await navigate({ to: '/auth/verify/$token', params: { token: answer.token } });
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
          Mot de passe oublié
        </Title>
        <Text size="sm" c="dimmed">
          Saisissez votre email ou votre téléphone : nous vous envoyons un code à 6 caractères.
        </Text>
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <TextInput
          label="Email ou téléphone"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('emailOrPhone')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Recevoir le code
        </Button>
        <Anchor component={Link} to="/auth/signin" size="sm" ta="center">
          Retour à la connexion
        </Anchor>
      </Stack>
    </form>
  );
}
