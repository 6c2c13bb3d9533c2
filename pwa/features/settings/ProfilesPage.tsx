import { useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Card,
  FileInput,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePasswordSchema } from '#shared/schemas/auth';
import { deliveryInfoSchema, profileNameSchema, type ProfileJson } from '#shared/schemas/profile';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { useOnline } from '../../lib/online';
import { NetworkNeeded } from '../../lib/ui/NetworkNeeded';
import { compressPicture, PICTURE_ACCEPT } from './compress-picture';
import { PROFILE_KEY, profileQuery } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

/**
 * /user/settings/profiles: the business profile (given by the route: it is the store's form), the personal profile
 * (names, picture, password) and the delivery information.
 */
export function ProfilesPage({ businessProfile }: { businessProfile: ReactNode }) {
  const profile = useQuery(profileQuery());
  return (
    <Stack maw={760}>
      <Title order={2} size="h3">
        Paramètres
      </Title>
      <Tabs defaultValue="business" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="business">Profil de l'entreprise</Tabs.Tab>
          <Tabs.Tab value="personal">Profil personnel</Tabs.Tab>
          <Tabs.Tab value="delivery">Livraison</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="business" pt="md">
          <Card withBorder>{businessProfile}</Card>
        </Tabs.Panel>
        <Tabs.Panel value="personal" pt="md">
          {profile.data ? (
            <Stack>
              <PersonalForm profile={profile.data} key={profile.data.profile_image ?? 'none'} />
              <PasswordForm />
            </Stack>
          ) : (
            <Loading error={profile.error} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="delivery" pt="md">
          {profile.data ? <DeliveryForm profile={profile.data} /> : <Loading error={profile.error} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * /admin/settings/profile ('Profile du personel'): the administrator's own name, picture and password (same
 * /api/profile and /api/password as the merchant's personal profile).
 */
export function OwnProfilePage() {
  const profile = useQuery(profileQuery());
  return (
    <Stack maw={760}>
      <Title order={2} size="h3">
        Mon profil
      </Title>
      {profile.data ? (
        <>
          <PersonalForm profile={profile.data} key={profile.data.profile_image ?? 'none'} />
          <PasswordForm />
        </>
      ) : (
        <Loading error={profile.error} />
      )}
    </Stack>
  );
}

function Loading({ error }: { error: unknown }) {
  const online = useOnline();
  if (!online) return <NetworkNeeded what="Votre profil" />;
  return error ? <Alert color="red">{messageOf(error)}</Alert> : <Text c="dimmed">Chargement…</Text>;
}

function PersonalForm({ profile }: { profile: ProfileJson }) {
  const queryClient = useQueryClient();
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [compressing, setCompressing] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: profile.firstName, lastName: profile.lastName },
    validate: schemaResolver(profileNameSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: { firstName: string; lastName: string }) => {
      const body = new FormData();
      body.set('firstName', values.firstName);
      body.set('lastName', values.lastName);
      if (picture) body.set('profile_image', picture, picture.name);
      return apiFetch<{ message: string; data: ProfileJson }>('/api/profile', { method: 'PUT', body });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(PROFILE_KEY, answer.data);
      form.resetDirty();
      // The frame shows the name and picture.
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
      notifications.show({ color: 'teal', message: answer.message });
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  const onPicture = async (file: File | null) => {
    form.clearFieldError('profile_image');
    setPicture(null);
    setPreview(null);
    if (!file) return;
    setCompressing(true);
    try {
      const small = await compressPicture(file);
      setPicture(small);
      setPreview(URL.createObjectURL(small));
    } catch (e) {
      form.setFieldError('profile_image', e instanceof Error ? e.message : String(e));
    } finally {
      setCompressing(false);
    }
  };
  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <LeaveGuard dirty={() => form.isDirty()} />
        <Stack>
          <Text fw={600}>Profil personnel</Text>
          <Group>
            <Avatar src={preview ?? profile.profile_image} size={64} radius="xl" alt="Photo de profil">
              {profile.firstName.slice(0, 1)}
              {profile.lastName.slice(0, 1)}
            </Avatar>
            <FileInput
              label="Photo de profil"
              description="JPG ou PNG, compressée sur l'appareil"
              accept={PICTURE_ACCEPT}
              placeholder="Choisir une photo"
              clearable
              onChange={(f) => void onPicture(f)}
              error={form.errors.profile_image}
              style={{ flex: 1 }}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Prénom" required {...form.getInputProps('firstName')} />
            <TextInput label="Nom" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={compressing}>
              Enregistrer le profil
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', password: '', confirmPass: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string }>('/api/password', { method: 'PUT', body: values }),
    onSuccess: (answer) => {
      form.reset();
      notifications.show({ color: 'teal', message: answer.message });
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <LeaveGuard dirty={() => form.isDirty()} />
        <Stack>
          <div>
            <Text fw={600}>Mot de passe</Text>
            <Text size="sm" c="dimmed">
              Au moins 8 caractères, avec une minuscule et une majuscule.
            </Text>
          </div>
          <PasswordInput
            label="Mot de passe actuel"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="Nouveau mot de passe"
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput label="Confirmation" autoComplete="new-password" {...form.getInputProps('confirmPass')} />
          </SimpleGrid>
          {save.isError && !Object.keys(fieldErrorsOf(save.error)).length && (
            <Alert color="red">{messageOf(save.error)}</Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Changer le mot de passe
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function DeliveryForm({ profile }: { profile: ProfileJson }) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: profile.delivery ?? {
      firstname: profile.firstName,
      lastname: profile.lastName,
      phone: profile.phone ?? '',
      city: '',
    },
    validate: schemaResolver(deliveryInfoSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string; data: ProfileJson }>('/api/profile/delivery', { method: 'PUT', body: values }),
    onSuccess: (answer) => {
      queryClient.setQueryData(PROFILE_KEY, answer.data);
      form.resetDirty();
      notifications.show({ color: 'teal', message: answer.message });
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <LeaveGuard dirty={() => form.isDirty()} />
        <Stack>
          <div>
            <Text fw={600}>Informations de livraison</Text>
            <Text size="sm" c="dimmed">
              La personne qui prépare et remet les commandes, et sa ville.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Prénom" required {...form.getInputProps('firstname')} />
            <TextInput label="Nom" required {...form.getInputProps('lastname')} />
            <TextInput label="Téléphone" required inputMode="tel" {...form.getInputProps('phone')} />
            <TextInput label="Ville" required {...form.getInputProps('city')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
