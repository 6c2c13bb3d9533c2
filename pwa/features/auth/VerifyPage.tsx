import { Alert, Anchor, Button, Center, PinInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { OTP_SIZE, verifyOtpSchema } from '#shared/schemas/auth';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { saveResetFlow } from './reset-flow';

export function VerifyPage() {
  const { token } = useParams({ strict: false }) as { token: string };
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { token, otp: '' },
    validate: schemaResolver(verifyOtpSchema, { sync: true }),
  });

  async function submit(values: { token: string; otp: string }) {
    setServerMessage(null);
    setSubmitting(true);
    try {
      await apiFetch<{ message: string }>('/api/password/verify', { method: 'POST', body: values });
      saveResetFlow(token, { otp: values.otp });
      await navigate({ to: '/auth/reset/$token', params: { token } });
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
          Vérification
        </Title>
        <Text size="sm" c="dimmed">
          Saisissez le code à {OTP_SIZE} caractères que vous avez reçu.
        </Text>
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <Center>
          <PinInput
            length={OTP_SIZE}
            type="alphanumeric"
            oneTimeCode
            aria-label="Code OTP"
            {...form.getInputProps('otp')}
          />
        </Center>
        {form.errors.otp && (
          <Text c="red" size="sm" ta="center">
            {form.errors.otp}
          </Text>
        )}
        <Button type="submit" loading={submitting} fullWidth>
          Vérifier le code
        </Button>
        <Anchor component={Link} to="/auth/forgot" size="sm" ta="center">
          Renvoyer un code
        </Anchor>
      </Stack>
    </form>
  );
}
