import { useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconHanger, IconRuler } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AtelierSettingsJson } from '#shared/schemas/atelier';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { ButtonLink } from '../../lib/ui/links';
import { atelierKeys, atelierSettingsQuery } from './queries';

/** /user/atelier: the switch of the tailoring back-office, and its screens once it is on. */
export function AtelierHomePage() {
  const settings = useQuery(atelierSettingsQuery());
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch<{ message: string; data: AtelierSettingsJson }>('/api/atelier/settings', {
        method: 'PUT',
        body: { enabled },
      }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
    },
  });

  if (settings.isError && !settings.data) return <Alert color="red">{messageOf(settings.error)}</Alert>;
  if (!settings.data) return <Text c="dimmed">Chargement…</Text>;
  const { available, enabled, reason } = settings.data;

  return (
    <Stack maw={900}>
      <Title order={2} size="h3">
        Atelier de couture
      </Title>
      <Card withBorder p="lg">
        <Stack>
          <Text>
            L&apos;atelier vous aide à gérer la couture sur mesure : les mesures de vos clients, les modèles que vous
            cousez, leur prix et le tissu qu&apos;ils demandent.
          </Text>
          {available ? (
            <Switch
              size="lg"
              label={enabled ? "L'atelier est activé" : "Activer l'atelier"}
              checked={enabled}
              disabled={toggle.isPending}
              onChange={(e) => toggle.mutate(e.currentTarget.checked)}
              data-testid="atelier-switch"
            />
          ) : (
            <Alert color="yellow" title="Non compris dans votre plan" data-testid="atelier-unavailable">
              {reason}
            </Alert>
          )}
          {toggle.isError && <Alert color="red">{messageOf(toggle.error)}</Alert>}
        </Stack>
      </Card>
      {enabled && <CapacityCard capacity={settings.data.capacity ?? null} />}
      {enabled && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder p="lg">
            <Stack>
              <Group gap="xs">
                <IconRuler />
                <Text fw={600}>Mesures</Text>
              </Group>
              <Text c="dimmed" size="sm">
                Les mesures que vous prenez à vos clients, dans votre ordre, avec comment les prendre.
              </Text>
              <ButtonLink to="/user/atelier/mesurements/measurment-part" size="md">
                Gérer les mesures
              </ButtonLink>
            </Stack>
          </Card>
          <Card withBorder p="lg">
            <Stack>
              <Group gap="xs">
                <IconHanger />
                <Text fw={600}>Modèles de vêtements</Text>
              </Group>
              <Text c="dimmed" size="sm">
                Boubou, complet pagne, chemise… : les mesures de chacun, son prix et le tissu qu&apos;il demande.
              </Text>
              <ButtonLink to="/user/atelier/settings/chlothe-types" size="md">
                Gérer les modèles
              </ButtonLink>
            </Stack>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The workshop's capacity: garments it can finish per day (the calendar warns when a due date lands on a full day). */
function CapacityCard({ capacity }: { capacity: number | null }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(capacity == null ? '' : String(capacity));
  const save = useMutation({
    mutationFn: (text: string) =>
      apiFetch<{ message: string; data: AtelierSettingsJson }>('/api/atelier/settings/capacity', {
        method: 'PUT',
        body: { capacity: text },
      }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
    },
  });
  const error = save.isError ? (fieldErrorsOf(save.error).capacity ?? messageOf(save.error)) : null;
  return (
    <Card withBorder p="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendar />
          <Text fw={600}>Capacité de l&apos;atelier</Text>
        </Group>
        <Text c="dimmed" size="sm">
          Combien de vêtements votre atelier peut finir par jour. Le calendrier et le formulaire de commande vous
          préviennent quand une date de livraison tombe sur une journée pleine (avant Tabaski, Korité, les mariages…).
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(value);
          }}
        >
          <Group align="flex-start" wrap="wrap">
            <TextInput
              size="md"
              label="Vêtements par jour"
              inputMode="numeric"
              value={value}
              error={error}
              onChange={(e) => setValue(e.currentTarget.value)}
              data-testid="atelier-capacity"
              w={220}
            />
            <Button size="md" type="submit" mt={{ base: 0, xs: 26 }} loading={save.isPending}>
              Enregistrer
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
