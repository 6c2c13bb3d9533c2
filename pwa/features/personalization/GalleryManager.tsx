import { useState } from 'react';
import { ActionIcon, Button, FileInput, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GALLERY_ACCEPT,
  GALLERY_IMAGE_MAX_BYTES,
  galleryCountError,
  type PersonalizationDto,
} from '#shared/schemas/personalization';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { toast } from '../../app/toast';
import { ConfirmDelete } from '../../lib/ui/DeleteAction';
import { personalizationQuery } from './queries';
import { storefrontStatusQuery } from '../../lib/storefront-status';

const TOO_BIG = "L'image ne doit pas dépasser 5 Mo.";
const BAD_TYPE = 'Le fichier doit être une image (PNG, JPG).';

/** Gallery of the storefront: 1 to 10 images per upload and 10 in all, png/jpeg ≤ 5 MB, removable one by one. */
export function GalleryManager({ data }: { data: PersonalizationDto }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const done = (answer: { message: string; data: PersonalizationDto }) => {
    queryClient.setQueryData(personalizationQuery().queryKey, answer.data);
    void queryClient.invalidateQueries({ queryKey: storefrontStatusQuery().queryKey });
    toast(answer.message, 'success');
  };
  const upload = useMutation({
    mutationFn: (chosen: File[]) => {
      const form = new FormData();
      for (const f of chosen) form.append('images', f);
      return apiFetch<{ message: string; data: PersonalizationDto }>('/api/personalization/gallery', {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (answer) => {
      setFiles([]);
      done(answer);
    },
    onError: (e) => {
      setError(fieldErrorsOf(e).images ?? messageOf(e));
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ message: string; data: PersonalizationDto }>(`/api/personalization/gallery/${id}`, {
        method: 'DELETE',
      }),
    onSuccess: done,
  });
  /** The index of the picture to take out, asked to confirm first (decision 013, « Destructive actions »). */
  const [toRemove, setToRemove] = useState<number | null>(null);

  const submit = () => {
    const countError = galleryCountError(files.length, data.gallery.length, data.galleryMax);
    const bad = files.find((f) => !/^image\/(png|jpeg)$/.test(f.type));
    const big = files.find((f) => f.size > GALLERY_IMAGE_MAX_BYTES);
    const problem = countError ?? (bad ? BAD_TYPE : big ? TOO_BIG : null);
    setError(problem);
    if (!problem) upload.mutate(files);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Galerie
          </Title>
          <Text size="sm" c="dimmed">
            {data.gallery.length} / {data.galleryMax} images
          </Text>
        </Group>
        {data.gallery.length === 0 ? (
          <Text size="sm" c="dimmed">
            Votre galerie est vide. Ajoutez de 1 à 10 photos (PNG ou JPG, 5 Mo au plus chacune) : une page « Galerie »
            apparaîtra sur votre boutique.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="gallery-grid">
            {data.gallery.map((g, i) => (
              <div key={g.id} style={{ position: 'relative' }}>
                <Image
                  src={g.image.variants[0]!.url}
                  alt={`Image ${i + 1} de la galerie`}
                  radius="sm"
                  h={90}
                  fit="cover"
                />
                <ActionIcon
                  color="red"
                  variant="filled"
                  size="sm"
                  aria-label={`Retirer l'image ${i + 1}`}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  data-destructive=""
                  onClick={() => setToRemove(i)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
        )}
        <FileInput
          label="Ajouter des images"
          placeholder="Choisir jusqu'à 10 images"
          multiple
          accept={GALLERY_ACCEPT}
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            setError(null);
          }}
          clearable
          error={error}
          data-testid="gallery-input"
        />
        <Group justify="flex-end">
          <Button leftSection={<IconPhotoPlus size={16} />} onClick={submit} loading={upload.isPending} variant="light">
            Ajouter à la galerie
          </Button>
        </Group>
      </Stack>
      <ConfirmDelete
        opened={toRemove !== null}
        onClose={() => setToRemove(null)}
        title="Retirer l'image ?"
        confirmLabel="Retirer"
        onConfirm={() => {
          const picture = toRemove === null ? undefined : data.gallery[toRemove];
          return picture ? remove.mutateAsync(picture.id) : undefined;
        }}
      >
        L&apos;image {toRemove === null ? '' : toRemove + 1} sort de la galerie de votre boutique en ligne.
      </ConfirmDelete>
    </Paper>
  );
}
