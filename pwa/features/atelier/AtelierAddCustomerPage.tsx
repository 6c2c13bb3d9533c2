import { Button, Card, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { CUSTOMER_GENDER_LABELS, customerSchema, type Customer } from '#shared/schemas/customer';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { ButtonLink } from '../../lib/ui/links';
import { NoRuntime } from './NoRuntime';
import { createAtelierCustomer } from './atelier-store';
import { WRAPPING_BUTTON } from '../../lib/ui/wrapping-button';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  gender: string | null;
  notes: string;
}

/** /user/atelier/costumer/addnewcustomer: a new customer of the store (offline too), then straight to measurements. */
export function AtelierAddCustomerPage() {
  const runtime = useSyncRuntime();
  return runtime ? <AddFor runtime={runtime} /> : <NoRuntime />;
}

function AddFor({ runtime }: { runtime: SyncRuntime }) {
  const navigate = useNavigate();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', phone: '', city: '', gender: null, notes: '' },
    validate: (values) => {
      const result = v.safeParse(customerSchema, { ...values, measurements: {} });
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.issues) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
      }
      return errors;
    },
  });
  const submit = form.onSubmit(async (values) => {
    const customer = v.parse(customerSchema, { ...values, measurements: {} }) as Customer;
    const id = await createAtelierCustomer(runtime, customer);
    notifications.show({ color: 'teal', message: 'Client ajouté.' });
    // Saved on this device: going on to the measurements is no leaving with changes (the leave guard stays quiet).
    form.resetDirty();
    await navigate({ to: '/user/atelier/costumer/customermeasure/$id', params: { id } });
  });
  return (
    <Stack maw={760}>
      <Title order={2} size="h3">
        Nouveau client
      </Title>
      <Card withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <LeaveGuard dirty={() => form.isDirty()} />
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput size="md" label="Prénom" withAsterisk {...form.getInputProps('firstName')} />
              <TextInput size="md" label="Nom" withAsterisk {...form.getInputProps('lastName')} />
              <TextInput size="md" label="Téléphone" type="tel" {...form.getInputProps('phone')} />
              <TextInput size="md" label="Ville" {...form.getInputProps('city')} />
              <Select
                size="md"
                label="Genre"
                clearable
                data={Object.entries(CUSTOMER_GENDER_LABELS).map(([value, label]) => ({ value, label }))}
                {...form.getInputProps('gender')}
              />
            </SimpleGrid>
            <Textarea size="md" label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
            <Group justify="flex-end">
              <ButtonLink to="/user/atelier/costumer/customers" variant="default" size="md">
                Annuler
              </ButtonLink>
              <Button type="submit" size="md" {...WRAPPING_BUTTON}>
                Enregistrer et prendre les mesures
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
