import { Alert, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHanger, IconRuler } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AtelierSettingsJson } from '#shared/schemas/atelier';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
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
