import { useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  Rating,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
  Input,
  Paper,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IMAGE_REQUIRED } from '#shared/messages';
import {
  TESTIMONY_FORMAT_INVALID,
  TESTIMONY_TYPE_LABELS,
  TESTIMONY_TYPES,
  testimonySchema,
  type TestimonyDto,
  type TestimonyType,
} from '#shared/schemas/testimony';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { toast } from '../../app/toast';
import { productChoicesQuery, testimonyQuery } from './queries';

interface Values {
  product_id: string;
  name: string;
  rating: number;
  type: TestimonyType;
  content: string;
  visible: boolean;
}

/** testimonies/add and testimonies/edit/{id}. */
export function TestimonyFormPage({ id }: { id?: string }) {
  const existing = useQuery({ ...testimonyQuery(id ?? ''), enabled: Boolean(id) });
  const products = useQuery(productChoicesQuery());
  if ((id && existing.isPending) || products.isPending) return <Loader />;
  if (existing.isError && existing.data === undefined) return <Alert color="red">{messageOf(existing.error)}</Alert>;
  if (products.isError && products.data === undefined) return <Alert color="red">{messageOf(products.error)}</Alert>;
  if (products.data.length === 0)
    return <Alert color="gray">Ajoutez d'abord un produit : chaque témoignage porte sur un de vos produits.</Alert>;
  return <TestimonyForm existing={id ? existing.data : undefined} products={products.data} />;
}

function TestimonyForm({
  existing,
  products,
}: {
  existing?: TestimonyDto;
  products: { value: string; label: string }[];
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      product_id: existing?.product_id ?? '',
      name: existing?.name ?? '',
      rating: existing?.rating ?? 5,
      type: existing?.type ?? 'text',
      content: existing?.content ?? '',
      visible: existing?.visible ?? true,
    },
    validate: schemaResolver(testimonySchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(values)) body.append(k, String(v));
      if (image) body.append('image', image);
      return apiFetch<{ message: string; data: TestimonyDto }>(
        existing ? `/api/testimonies/${existing.id}` : '/api/testimonies',
        {
          method: existing ? 'PUT' : 'POST',
          body,
        },
      );
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['testimonies'] });
      toast(answer.message, 'success');
      void navigate({ to: '/user/testimonies/$testimonId', params: { testimonId: answer.data.id } });
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      toast(messageOf(error), 'error');
    },
  });
  const submit = form.onSubmit((values) => {
    if (values.type === 'image' && !image && !existing?.image) {
      form.setFieldError('image', IMAGE_REQUIRED);
      return;
    }
    if (values.type === 'image' && image && !/^image\/(jpeg|png)$/.test(image.type)) {
      form.setFieldError('image', TESTIMONY_FORMAT_INVALID);
      return;
    }
    save.mutate(values);
  });
  const type = form.values.type;
  return (
    <Paper withBorder p="md" radius="md" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {existing ? 'Modifier le témoignage' : 'Nouveau témoignage'}
          </Title>
          <Select
            label="Produit"
            withAsterisk
            data={products}
            searchable
            placeholder="Choisir un produit"
            {...form.getInputProps('product_id')}
          />
          <TextInput label="Nom du client" withAsterisk {...form.getInputProps('name')} />
          <Input.Wrapper label="Note" error={form.errors.rating}>
            <Rating
              size="lg"
              value={form.values.rating}
              onChange={(r) => form.setFieldValue('rating', r)}
              aria-label="Note sur 5"
            />
          </Input.Wrapper>
          <Input.Wrapper label="Type de témoignage">
            <SegmentedControl
              fullWidth
              data={TESTIMONY_TYPES.map((t) => ({ value: t, label: TESTIMONY_TYPE_LABELS[t] }))}
              value={type}
              onChange={(t) => {
                form.setFieldValue('type', t as TestimonyType);
                form.clearErrors();
              }}
            />
          </Input.Wrapper>
          {type === 'text' && (
            <Textarea label="Contenu" withAsterisk autosize minRows={3} {...form.getInputProps('content')} />
          )}
          {type === 'video' && (
            <TextInput
              label="Lien vidéo"
              description="YouTube, Vimeo ou Facebook"
              placeholder="https://vimeo.com/…"
              inputMode="url"
              withAsterisk
              {...form.getInputProps('content')}
            />
          )}
          {type === 'image' && (
            <FileInput
              label="Image"
              description="JPEG ou PNG, 5 Mo au plus"
              accept="image/jpeg,image/png"
              withAsterisk={!existing?.image}
              placeholder={existing?.image ? 'Image enregistrée (choisir pour remplacer)' : 'Choisir une image'}
              value={image}
              onChange={(f) => {
                setImage(f);
                form.clearFieldError('image');
              }}
              clearable
              error={form.errors.image}
              data-testid="testimony-image-input"
            />
          )}
          <Switch label="Afficher sur la boutique" {...form.getInputProps('visible', { type: 'checkbox' })} />
          <Text size="xs" c="dimmed">
            Les témoignages affichés apparaissent sur la page du produit et sur l'accueil de votre boutique.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate({ to: '/user/testimonies' })}>
              Annuler
            </Button>
            <Button type="submit" loading={save.isPending}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
