import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Rating,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { IconEdit, IconEye, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  TESTIMONY_TYPE_LABELS,
  TESTIMONY_TYPES,
  type TestimonyDto,
  type TestimonyType,
} from '#shared/schemas/testimony';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { toast } from '../../app/toast';
import { ConfirmDelete, DeleteButton, DeleteIcon } from '../../lib/ui/DeleteAction';
import { productChoicesQuery, testimoniesQuery } from './queries';
import { deName } from '#shared/elision';

export function useTestimonyActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['testimonies'] });
  const visibility = useMutation({
    mutationFn: ({ id, visible }: { id: string; visible: boolean }) =>
      apiFetch<{ message: string }>(`/api/testimonies/${id}/visibility`, { method: 'PUT', body: { visible } }),
    onSuccess: (a) => {
      refresh();
      toast(a.message, 'success');
    },
    onError: (e) => toast(messageOf(e), 'error'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/api/testimonies/${id}`, { method: 'DELETE' }),
    onSuccess: (a) => {
      refresh();
      toast(a.message, 'success');
    },
  });
  return { visibility, remove };
}

/** compact: in the list, a picture is a thumbnail (a full-width one filled a phone's screen); whole on the detail. */
export function TestimonyContent({ t, compact = false }: { t: TestimonyDto; compact?: boolean }) {
  if (t.type === 'image' && t.image)
    return (
      <img
        src={t.image.variants[0]!.url}
        alt={`Témoignage ${deName(t.name)}`}
        style={
          compact
            ? { width: 160, maxWidth: '100%', height: 120, objectFit: 'cover', borderRadius: 8 }
            : { maxWidth: '100%', borderRadius: 8 }
        }
      />
    );
  if (t.type === 'video')
    return (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        <a href={t.content} target="_blank" rel="noopener noreferrer">
          {t.content}
        </a>
      </Text>
    );
  return <Text size="sm">« {t.content} »</Text>;
}

/** /user/testimonies: the store's testimonials with filters by product and type. */
export function TestimoniesPage() {
  const navigate = useNavigate();
  const [product, setProduct] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const products = useQuery(productChoicesQuery());
  const list = useQuery(
    testimoniesQuery({ product: product ?? undefined, type: (type as TestimonyType) ?? undefined }),
  );
  const { visibility, remove } = useTestimonyActions();
  const [toDelete, setToDelete] = useState<TestimonyDto | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Témoignages
        </Title>
        <Button component={Link} to="/user/testimonies/add" leftSection={<IconPlus size={16} />}>
          Ajouter un témoignage
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Produit"
          placeholder="Tous les produits"
          data={products.data ?? []}
          value={product}
          onChange={setProduct}
          clearable
          searchable
        />
        <Select
          label="Type"
          placeholder="Tous les types"
          data={TESTIMONY_TYPES.map((t) => ({ value: t, label: TESTIMONY_TYPE_LABELS[t] }))}
          value={type}
          onChange={setType}
          clearable
        />
      </SimpleGrid>
      {list.isPending &&
        (list.fetchStatus === 'paused' ? (
          <Alert color="gray" title="Hors ligne">
            Les témoignages s’affichent et se modifient quand internet revient.
          </Alert>
        ) : (
          <Loader />
        ))}
      {list.isError && list.data === undefined && <Alert color="red">{messageOf(list.error)}</Alert>}
      {list.data?.length === 0 && (
        <Alert color="gray">
          {product || type
            ? 'Aucun témoignage ne correspond à ces filtres.'
            : 'Aucun témoignage pour le moment. Ajoutez les avis de vos clientes (texte, photo ou vidéo) : ils apparaîtront sur vos pages produits.'}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {list.data?.map((t) => (
          <Card key={t.id} withBorder radius="md" data-testid="testimony-card">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{t.name}</Text>
                <Badge variant="light">{TESTIMONY_TYPE_LABELS[t.type]}</Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t.product_name}
              </Text>
              <Rating value={t.rating} readOnly size="sm" />
              <TestimonyContent t={t} compact />
              <Group justify="space-between" mt={4}>
                <Switch
                  size="sm"
                  label="Sur la boutique"
                  checked={t.visible}
                  onChange={(e) => visibility.mutate({ id: t.id, visible: e.currentTarget.checked })}
                />
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label="Voir le témoignage"
                    onClick={() => void navigate({ to: '/user/testimonies/$testimonId', params: { testimonId: t.id } })}
                  >
                    <IconEye size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label="Modifier le témoignage"
                    onClick={() =>
                      void navigate({ to: '/user/testimonies/edit/$testimonId', params: { testimonId: t.id } })
                    }
                  >
                    <IconEdit size={16} />
                  </ActionIcon>
                  <DeleteIcon label="Supprimer le témoignage" onClick={() => setToDelete(t)} />
                </Group>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmDelete
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Supprimer le témoignage ?"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
      >
        Supprimer le témoignage {deName(toDelete?.name ?? '')} ? Il disparaît de votre boutique en ligne.
      </ConfirmDelete>
    </Stack>
  );
}

/** /user/testimonies/{id}. */
export function TestimonyDetailPage({ id, data }: { id: string; data: TestimonyDto | undefined }) {
  const navigate = useNavigate();
  const { visibility, remove } = useTestimonyActions();
  const [confirm, setConfirm] = useState(false);
  if (!data) return <Loader />;
  return (
    <Card withBorder radius="md" maw={640}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Témoignage {deName(data.name)}
          </Title>
          <Badge variant="light">{TESTIMONY_TYPE_LABELS[data.type]}</Badge>
        </Group>
        <Text size="sm">Produit : {data.product_name}</Text>
        <Rating value={data.rating} readOnly />
        <TestimonyContent t={data} />
        <Switch
          label="Afficher sur la boutique"
          checked={data.visible}
          onChange={(e) => visibility.mutate({ id, visible: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate({ to: '/user/testimonies' })}>
            Retour à la liste
          </Button>
          <Button
            onClick={() => void navigate({ to: '/user/testimonies/edit/$testimonId', params: { testimonId: id } })}
          >
            Modifier
          </Button>
          <DeleteButton onClick={() => setConfirm(true)} />
        </Group>
      </Stack>
      <ConfirmDelete
        opened={confirm}
        onClose={() => setConfirm(false)}
        title="Supprimer le témoignage ?"
        onConfirm={async () => {
          await remove.mutateAsync(id);
          await navigate({ to: '/user/testimonies' });
        }}
      >
        Supprimer le témoignage {deName(data.name)} ? Il disparaît de votre boutique en ligne.
      </ConfirmDelete>
    </Card>
  );
}
