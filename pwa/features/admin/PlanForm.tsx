import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PLAN_NAMES } from '#shared/constants';
import { BILLING_CYCLE_LABELS, PLAN_LABELS, type PlanDto } from '#shared/plans';
import { planSchema } from '#shared/schemas/subscription';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { DecimalInput } from '../../lib/ui/DecimalInput';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

export interface PlanFormValues {
  name: string;
  price: string;
  billing_cycle: string;
  discount_rate: string;
  description: string[];
  maxProducts: string;
  maxGalleryImages: string;
  maxStaffAccounts: string;
  atelier: boolean;
  customDomain: boolean;
}

const EMPTY_PLAN: PlanFormValues = {
  name: '',
  price: '',
  billing_cycle: '',
  discount_rate: '0',
  description: [],
  maxProducts: '',
  maxGalleryImages: '',
  maxStaffAccounts: '',
  atelier: false,
  customDomain: false,
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function planToValues(plan: PlanDto): PlanFormValues {
  return {
    name: plan.name,
    price: String(plan.price),
    billing_cycle: plan.billing_cycle,
    discount_rate: String(plan.discount_rate),
    description: plan.description,
    maxProducts: text(plan.limits.maxProducts),
    maxGalleryImages: text(plan.limits.maxGalleryImages),
    maxStaffAccounts: text(plan.limits.maxStaffAccounts),
    atelier: plan.limits.atelier,
    customDomain: plan.limits.customDomain,
  };
}

/** plan/add and plan/{planId}: name, price, cycle, discount, description lines, limits. */
export function PlanForm({ plan }: { plan?: PlanDto }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<PlanFormValues>({
    initialValues: plan ? planToValues(plan) : EMPTY_PLAN,
    validate: schemaResolver(planSchema, { sync: true }),
  });

  async function submit(values: PlanFormValues) {
    setServerMessage(null);
    setSaving(true);
    try {
      const answer = await apiFetch<{ message: string; data: PlanDto }>(
        plan ? `/api/admin/plans/${plan.id}` : '/api/admin/plans',
        { method: plan ? 'PUT' : 'POST', body: values },
      );
      toast(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] });
      await queryClient.invalidateQueries({ queryKey: ['public', 'plans'] });
      // Saved: going to the plan's page is no leaving with changes (the leave guard stays quiet).
      form.resetDirty();
      await navigate({ to: '/admin/plan/view/$planId', params: { planId: answer.data.id } });
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setServerMessage(messageOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack maw={720}>
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Nom du plan"
            withAsterisk
            data={PLAN_NAMES.map((n) => ({ value: n, label: PLAN_LABELS[n] }))}
            {...form.getInputProps('name')}
          />
          <Select
            label="Cycle de facturation"
            withAsterisk
            data={(['month', 'year'] as const).map((c) => ({ value: c, label: BILLING_CYCLE_LABELS[c] }))}
            {...form.getInputProps('billing_cycle')}
          />
          <DecimalInput
            label="Prix (F CFA)"
            withAsterisk
            description="Par cycle, avant remise"
            {...form.getInputProps('price')}
          />
          <DecimalInput
            integer
            label="Taux de remise (%)"
            description="De 0 à 100"
            {...form.getInputProps('discount_rate')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          description="Une ligne par avantage affiché sur la page Tarifs"
          autosize
          minRows={3}
          value={form.values.description.join('\n')}
          onChange={(e) => form.setFieldValue('description', e.currentTarget.value.split('\n'))}
          error={form.errors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DecimalInput
            integer
            label="Produits (max)"
            description="Vide = illimité"
            {...form.getInputProps('maxProducts')}
          />
          <DecimalInput
            integer
            label="Images de galerie (max)"
            description="Vide = illimité"
            {...form.getInputProps('maxGalleryImages')}
          />
          <DecimalInput
            integer
            label="Comptes du personnel (max)"
            description="Vide = illimité"
            {...form.getInputProps('maxStaffAccounts')}
          />
        </SimpleGrid>
        <Switch label="Module atelier (couture) inclus" {...form.getInputProps('atelier', { type: 'checkbox' })} />
        <Switch
          label="Domaine personnalisé inclus (maboutique.sn)"
          {...form.getInputProps('customDomain', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {plan ? 'Enregistrer' : 'Créer le plan'}
          </Button>
          <Button variant="default" onClick={() => void navigate({ to: '/admin/plan' })}>
            Annuler
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
