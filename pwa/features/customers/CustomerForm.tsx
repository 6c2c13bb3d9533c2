import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CUSTOMER_GENDER_LABELS, type Customer } from '#shared/schemas/customer';
import { parseCustomerForm, validateCustomerForm, type CustomerFormValues } from './customer-form-values';
import { MEASUREMENT_SUGGESTIONS } from './measurement-names';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

interface Props {
  initialValues: CustomerFormValues;
  /** Field errors to show from the start (a change the server refused). */
  initialErrors?: Record<string, string>;
  submitLabel: string;
  onSubmit(customer: Customer): Promise<void> | void;
  onCancel(): void;
}

/** The customer form, checked with the shared schema the server also applies. */
export function CustomerForm({ initialValues, initialErrors, submitLabel, onSubmit, onCancel }: Props) {
  const form = useForm<CustomerFormValues>({
    mode: 'controlled',
    initialValues,
    initialErrors,
    validate: validateCustomerForm,
  });
  return (
    <form onSubmit={form.onSubmit(async (values) => onSubmit(parseCustomerForm(values)))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Prénom" withAsterisk name="firstName" {...form.getInputProps('firstName')} />
          <TextInput label="Nom" withAsterisk name="lastName" {...form.getInputProps('lastName')} />
          <TextInput label="Téléphone" type="tel" name="phone" {...form.getInputProps('phone')} />
          <TextInput label="Email" type="email" name="email" {...form.getInputProps('email')} />
          <TextInput label="Ville" name="city" {...form.getInputProps('city')} />
          <Select
            label="Genre"
            name="gender"
            data={Object.entries(CUSTOMER_GENDER_LABELS).map(([value, label]) => ({ value, label }))}
            clearable
            {...form.getInputProps('gender')}
            value={form.values.gender || null}
            onChange={(v) => form.setFieldValue('gender', (v ?? '') as CustomerFormValues['gender'])}
          />
        </SimpleGrid>
        <TextInput label="Adresse" name="address" {...form.getInputProps('address')} />
        <Textarea label="Notes" name="notes" autosize minRows={2} {...form.getInputProps('notes')} />

        <Text fw={600} size="sm">
          Mesures (cm)
        </Text>
        {form.errors.measurements && (
          <Text c="red" size="sm">
            {form.errors.measurements}
          </Text>
        )}
        {form.values.measurements.map((_, index) => (
          <Group key={index} align="flex-start" wrap="nowrap">
            <Autocomplete
              aria-label="Nom de la mesure"
              placeholder="Tour de taille"
              data={MEASUREMENT_SUGGESTIONS}
              style={{ flex: 2 }}
              {...form.getInputProps(`measurements.${index}.name`)}
            />
            <NumberInput
              aria-label="Valeur en cm"
              placeholder="cm"
              min={0}
              decimalScale={1}
              style={{ flex: 1 }}
              {...form.getInputProps(`measurements.${index}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label="Retirer la mesure"
              onClick={() => form.removeListItem('measurements', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('measurements', { name: '', value: '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Ajouter une mesure
        </Button>

        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel}>
            Annuler
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
