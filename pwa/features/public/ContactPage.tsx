import { Alert, Button, Card, Container, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { CONTACT_SUBJECTS, contactSchema } from '#shared/schemas/contact';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { PageHero } from './PageHero';

const EMPTY_FORM = { fullName: '', email: '', phone: '', subject: CONTACT_SUBJECTS[0] as string, message: '' };

export function ContactPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY_FORM,
    validate: schemaResolver(contactSchema, { sync: true }),
  });
  const send = useMutation({
    mutationFn: (values: typeof EMPTY_FORM) =>
      apiFetch<{ message: string }>('/api/contact', { method: 'POST', body: values }),
    onSuccess: (answer) => {
      setSent(answer.message);
      toast(answer.message, 'success');
      form.reset();
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      toast(messageOf(error), 'error');
    },
  });

  return (
    <>
      <PageHero title="Contactez-nous">
        Une question sur Boutique, un abonnement ou un partenariat ? Écrivez-nous, notre équipe répond sous 24 heures.
      </PageHero>
      <Container size="lg" pb={48}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={700}>Ouagadougou, Burkina Faso</Text>
            <Text c="dimmed" size="sm">
              Du lundi au samedi, de 8 h à 18 h.
            </Text>
            <Text size="sm">WhatsApp : +226 70 00 00 00</Text>
            <Text size="sm">Email : contact@boutique.local</Text>
          </Stack>
          <Card withBorder padding="lg" style={{ gridColumn: 'span 2' }}>
            <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
              <Stack>
                {sent && (
                  <Alert color="green" data-testid="contact-sent">
                    {sent}
                  </Alert>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Nom complet"
                    autoComplete="name"
                    withAsterisk
                    key={form.key('fullName')}
                    {...form.getInputProps('fullName')}
                  />
                  <TextInput
                    label="Téléphone"
                    type="tel"
                    autoComplete="tel"
                    placeholder="+226 70 00 00 00"
                    withAsterisk
                    key={form.key('phone')}
                    {...form.getInputProps('phone')}
                  />
                </SimpleGrid>
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  withAsterisk
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <Select
                  label="Sujet"
                  data={[...CONTACT_SUBJECTS]}
                  allowDeselect={false}
                  key={form.key('subject')}
                  {...form.getInputProps('subject')}
                />
                <Textarea
                  label="Message"
                  minRows={5}
                  autosize
                  withAsterisk
                  key={form.key('message')}
                  {...form.getInputProps('message')}
                />
                <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                  Envoyer le message
                </Button>
              </Stack>
            </form>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  );
}
