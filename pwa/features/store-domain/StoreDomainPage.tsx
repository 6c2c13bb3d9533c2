import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DOMAIN_EMPTY, dnsInstructions, storeDomainSchema, type StoreDomainDto } from '#shared/schemas/store-domain';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { formatDate } from '../../lib/format';
import { useOnline } from '../../lib/online';
import { ConfirmDelete, DeleteButton } from '../../lib/ui/DeleteAction';
import { ButtonLink } from '../../lib/ui/links';
import { NetworkNeeded } from '../../lib/ui/NetworkNeeded';
import { STORE_DOMAIN_KEY, storeDomainQuery } from './queries';

type Saved = { message: string; data: StoreDomainDto };

/**
 * /user/settings/domain « Domaine » (decision 023): the merchant types « maboutique.sn », reads the DNS record to
 * create at her domain registrar, sees whether her domain answers yet (« En attente » until a first visit reaches us
 * there, then « Actif »), and can remove it. Her plan decides: without a domain in it, the plan's refusal and the way
 * to the plans. Read and saved online, like the other settings; offline the last answer shows, read-only.
 */
export function StoreDomainPage() {
  const domain = useQuery(storeDomainQuery());
  const online = useOnline();
  return (
    <Stack maw={760}>
      <Title order={2} size="h3">
        Domaine
      </Title>
      <Text c="dimmed" size="sm">
        Votre boutique à votre propre adresse, par exemple « maboutique.sn », en plus de son adresse sur la plateforme.
      </Text>
      {domain.data ? (
        <DomainSettings settings={domain.data} />
      ) : !online ? (
        <NetworkNeeded what="Le domaine" />
      ) : domain.isError ? (
        <Alert color="red">{messageOf(domain.error)}</Alert>
      ) : (
        <Skeleton h={220} />
      )}
    </Stack>
  );
}

function DomainSettings({ settings }: { settings: StoreDomainDto }) {
  return (
    <>
      {!settings.allowed && (
        <Alert color="yellow" title="Non compris dans votre plan" data-testid="domain-not-in-plan">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{settings.reason}</Text>
            <ButtonLink to="/user/settings/settings" variant="light">
              Voir les plans
            </ButtonLink>
          </Stack>
        </Alert>
      )}
      <Card withBorder>
        <Stack gap={4}>
          <Text fw={600}>Adresse de votre boutique</Text>
          <Anchor href={settings.siteUrl} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
            {settings.siteUrl}
          </Anchor>
        </Stack>
      </Card>
      {(settings.allowed || settings.domain) && <DomainForm key={settings.domain ?? ''} settings={settings} />}
      {settings.domain && <DnsCard domain={settings.domain} platformHost={settings.platformHost} />}
    </>
  );
}

/** « Actif » once a visit reached us at her domain; « En attente » before; « Arrêté » when her plan lapsed. */
function DomainState({ settings }: { settings: StoreDomainDto }) {
  if (!settings.allowed) {
    return (
      <Stack gap={4} align="flex-start" data-testid="domain-state">
        <Badge color="gray">Arrêté</Badge>
        <Text size="sm">Vos clientes qui l’ouvrent arrivent à l’adresse de la plateforme.</Text>
      </Stack>
    );
  }
  if (settings.seenAt) {
    return (
      <Stack gap={4} align="flex-start" data-testid="domain-state">
        <Badge color="teal">Actif</Badge>
        <Text size="sm">Votre boutique répond à cette adresse depuis le {formatDate(settings.seenAt)}.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4} align="flex-start" data-testid="domain-state">
      <Badge color="orange">En attente</Badge>
      <Text size="sm">
        Aucune visite n’est encore arrivée à cette adresse : créez l’enregistrement ci-dessous chez votre fournisseur de
        domaine.
      </Text>
    </Stack>
  );
}

function useSaveDomain(onFieldErrors: (e: Record<string, string>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => apiFetch<Saved>('/api/store-domain', { method: 'PUT', body: { domain } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(STORE_DOMAIN_KEY, answer.data);
      notifications.show({ color: 'teal', message: answer.message });
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (Object.keys(errors).length > 0) onFieldErrors(errors);
      else notifications.show({ color: 'red', message: messageOf(error) });
    },
  });
}

function DomainForm({ settings }: { settings: StoreDomainDto }) {
  const schema = storeDomainSchema(settings.platformHost);
  const form = useForm({
    mode: 'controlled',
    initialValues: { domain: settings.domain ?? '' },
    validate: (values) =>
      values.domain.trim() === '' ? { domain: DOMAIN_EMPTY } : schemaResolver(schema, { sync: true })(values),
  });
  const save = useSaveDomain((errors) => form.setErrors(errors));
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((values) => save.mutate(values.domain))} noValidate data-testid="domain-form">
        <Stack>
          <Text fw={600}>Votre nom de domaine</Text>
          {settings.domain && <DomainState settings={settings} />}
          <TextInput
            label="Nom de domaine"
            description="Achetez-le chez un fournisseur de domaine, puis écrivez-le ici, sans « https:// »."
            placeholder="maboutique.sn"
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoComplete="off"
            disabled={!settings.allowed}
            {...form.getInputProps('domain')}
          />
          <Group>
            {settings.allowed && (
              <Button type="submit" loading={save.isPending}>
                Enregistrer
              </Button>
            )}
            {settings.domain && <DeleteButton onClick={() => setConfirming(true)}>Retirer le domaine</DeleteButton>}
          </Group>
        </Stack>
      </form>
      <ConfirmDelete
        opened={confirming}
        title="Retirer ce domaine ?"
        confirmLabel="Retirer"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const answer = await apiFetch<Saved>('/api/store-domain', { method: 'PUT', body: { domain: '' } });
          queryClient.setQueryData(STORE_DOMAIN_KEY, answer.data);
          notifications.show({ color: 'teal', message: answer.message });
        }}
      >
        Votre boutique ne répondra plus à « {settings.domain} » : elle reste à son adresse sur la plateforme.
      </ConfirmDelete>
    </Card>
  );
}

/** What she asks her registrar for, in the words of `dnsInstructions` (the README says the same). */
function DnsCard({ domain, platformHost }: { domain: string; platformHost: string }) {
  return (
    <Card withBorder data-testid="domain-dns">
      <Stack gap="xs">
        <Text fw={600}>Chez votre fournisseur de domaine</Text>
        <List type="ordered" spacing="xs" size="sm">
          {dnsInstructions(domain, platformHost).map((line) => (
            <List.Item key={line} style={{ overflowWrap: 'anywhere' }}>
              {line}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
