import { useMemo, useState } from 'react';
import {
  Button,
  ColorSwatch,
  FileInput,
  Group,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type ComboboxItem,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Select } from '../../lib/ui/LazySelect';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { colorLabel } from '#shared/reference/colors';
import { colorOptions } from '../../lib/ui/color-options';
import { CURRENCIES } from '#shared/reference/currencies';
import { PHONE_CODES } from '#shared/reference/phone-codes';
import { digitsOnly } from '#shared/phone';
import { UNEXPECTED_ERROR } from '#shared/messages';
import type { StoreDto } from '#shared/schemas/store';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { compressLogo } from './compress-logo';
import { compressionErrorMessage, LOGO_ACCEPT, LOGO_ACCEPT_WITH_GIF } from './compression-errors';
import { merchantStoreQuery } from '../../lib/merchant-store';
import { STOREFRONT_STATUS_KEY } from '../../lib/storefront-status';
import {
  initialStoreFormValues,
  serverFieldErrors,
  storeFormValuesOf,
  toStoreFormData,
  toStoreUpdateFormData,
  validateStoreForm,
  type StoreFormValues,
} from './store-form';
import { SentenceField } from '../../lib/ui/SentenceField';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

const COUNTRY_OPTIONS: ComboboxItem[] = PHONE_CODES.map((p) => ({
  value: p.country,
  label: `+${p.callingCode} ${p.name}`,
}));
const CURRENCY_OPTIONS: ComboboxItem[] = CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));

/** Toasts in red for failures; the toast helper of the app shell is not a feature we may import. */
const showError = (message: string) => notifications.show({ color: 'red', message });

/**
 * The store form of 'Configurer Votre Boutique' (POST /api/stores, multipart). Checked with the shared store schema
 * before sending; the server's 422 field errors land on their fields with a toast of its message (specification §8).
 */
export function StoreSetupForm({
  userId,
  store,
  onCreated,
  onCancel,
  logoGif = false,
}: {
  userId: string;
  /** The atelier's company profile: a GIF logo is taken too (sent as a PNG). */
  logoGif?: boolean;
  /** Given: the business profile of an existing store (PUT /api/stores, 'Enregistrer'). */
  store?: StoreDto;
  onCreated: () => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoPreview, setLogoPreview] = useState<string | null>(null);
  const [compressing, setCompressing] = useState(false);

  const form = useForm<StoreFormValues>({
    mode: 'controlled',
    initialValues: store ? storeFormValuesOf(store) : initialStoreFormValues,
    validate: validateStoreForm,
  });

  const create = useMutation({
    mutationFn: (values: StoreFormValues) =>
      store
        ? apiFetch<{ message: string; data: StoreDto }>('/api/stores', {
            method: 'PUT',
            body: toStoreUpdateFormData(values, logo),
          })
        : apiFetch<{ message: string; data: StoreDto }>('/api/stores', {
            method: 'POST',
            body: toStoreFormData(values, logo),
          }),
    onSuccess: (answer) => {
      queryClient.setQueryData(merchantStoreQuery(userId).queryKey, answer.data ?? null);
      void queryClient.invalidateQueries({ queryKey: merchantStoreQuery(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: STOREFRONT_STATUS_KEY });
      notifications.show({ color: 'green', message: answer.message });
      onCreated();
    },
    onError: (error: Error) => {
      if (error instanceof ApiRequestError && error.status === 422) {
        form.setErrors(serverFieldErrors(error.errors));
        showError(error.message);
        return;
      }
      showError(error.message || UNEXPECTED_ERROR);
    },
  });

  const onLogo = async (file: File | null) => {
    form.clearFieldError('logo');
    if (logoPreview) URL.revokeObjectURL(logoPreview);
    setLogo(null);
    setLogoPreview(null);
    if (!file) return;
    setCompressing(true);
    try {
      const compressed = await compressLogo(file);
      setLogo(compressed);
      setLogoPreview(URL.createObjectURL(compressed));
    } catch (error) {
      form.setFieldError('logo', compressionErrorMessage(error));
    } finally {
      setCompressing(false);
    }
  };

  const colorValue = form.values.color;
  const colorSwatch = useMemo(() => (colorValue ? <ColorSwatch color={colorValue} size={18} /> : null), [colorValue]);

  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack gap="sm">
        <TextInput label="Nom de la boutique" withAsterisk {...form.getInputProps('name')} />
        <Input.Wrapper label="Téléphone" withAsterisk error={form.errors.phoneDigits}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Select
              aria-label="Indicatif du pays"
              data={COUNTRY_OPTIONS}
              searchable
              allowDeselect={false}
              w={190}
              comboboxProps={{ width: 280, position: 'bottom-start' }}
              {...form.getInputProps('phoneCountry')}
            />
            <TextInput
              aria-label="Numéro de téléphone"
              inputMode="numeric"
              autoComplete="tel-national"
              style={{ flex: 1 }}
              value={form.values.phoneDigits}
              error={Boolean(form.errors.phoneDigits)}
              onChange={(event) => form.setFieldValue('phoneDigits', digitsOnly(event.currentTarget.value))}
            />
          </Group>
        </Input.Wrapper>
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <SentenceField label="Adresse" {...form.getInputProps('address')} />
        <TextInput label="Marque" {...form.getInputProps('brand')} />
        {/* Side by side from a computer's width: beside the menu of a tablet, « XOF — Franc CFA (BCEAO) » was cut. */}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Select
            label="Devise"
            data={CURRENCY_OPTIONS}
            searchable
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
          <Select
            label="Couleur"
            placeholder="Choisir une couleur"
            data={colorOptions(colorValue)}
            searchable
            clearable
            leftSection={colorSwatch}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={option.value} size={16} />
                <span>{option.label}</span>
              </Group>
            )}
            {...form.getInputProps('color')}
          />
        </SimpleGrid>
        <FileInput
          label="Logo"
          description={`${logoGif ? 'JPG, PNG ou GIF' : 'JPG ou PNG'} ; compressé à 1 Mo et 1920 px au plus`}
          accept={logoGif ? LOGO_ACCEPT_WITH_GIF : LOGO_ACCEPT}
          clearable
          placeholder="Choisir un fichier"
          onChange={(file) => void onLogo(file)}
          error={form.errors.logo}
          data-testid="store-logo-input"
        />
        {compressing && (
          <Text size="xs" c="dimmed">
            Compression du logo…
          </Text>
        )}
        {logoPreview && logo && (
          <Group gap="sm">
            <Image src={logoPreview} alt="Aperçu du logo" h={64} w={64} fit="contain" radius="sm" />
            <Text size="xs" c="dimmed" data-testid="store-logo-size">
              {(logo.size / 1024).toFixed(0)} Ko{colorValue ? ` · ${colorLabel(colorValue) ?? ''}` : ''}
            </Text>
          </Group>
        )}
        {store?.logo && !logoPreview && (
          <Group gap="sm">
            <Image
              src={store.logo}
              alt="Logo actuel"
              h={64}
              w={64}
              fit="contain"
              radius="sm"
              data-testid="store-logo-current"
            />
            <Text size="xs" c="dimmed">
              Logo actuel
            </Text>
          </Group>
        )}
        <Group justify="flex-end" mt="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} type="button">
              Fermer
            </Button>
          )}
          <Button type="submit" loading={create.isPending} disabled={compressing}>
            {store ? 'Enregistrer' : 'Valider'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
