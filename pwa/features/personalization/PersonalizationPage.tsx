import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  FileInput,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { Drawer } from '../../lib/ui/LazyDrawer';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { colorOptions } from '../../lib/ui/color-options';
import { SOCIAL_NETWORKS } from '#shared/storefront-snapshot';
import { personalizationSchema, type PersonalizationDto } from '#shared/schemas/personalization';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { PublicationBadge } from '../../lib/PublicationBadge';
import { storefrontStatusQuery } from '../../lib/storefront-status';
import { toast } from '../../app/toast';
import { GalleryManager } from './GalleryManager';
import { CatalogueFeedCard } from './CatalogueFeedCard';
import { StorefrontPreview } from './StorefrontPreview';
import { SOCIAL_LABELS, toFormData, valuesFrom, type PersonalizationValues } from './form-values';
import { personalizationQuery } from './queries';
import { SentenceField } from '../../lib/ui/SentenceField';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

/** /user/settings/personalization: what the storefront home shows, with its live preview beside the form. */
export function PersonalizationPage({ storeName }: { storeName: string }) {
  const query = useQuery(personalizationQuery());
  // Offline before it was ever read: the query waits for the network; say so instead of spinning.
  if (query.isPending && query.fetchStatus === 'paused')
    return (
      <Alert color="gray" title="Hors ligne">
        La personnalisation de la boutique s’affiche et se modifie quand internet revient.
      </Alert>
    );
  if (query.isPending) return <Loader />;
  if (query.isError && query.data === undefined) return <Alert color="red">{messageOf(query.error)}</Alert>;
  return <PersonalizationForm data={query.data} storeName={storeName} />;
}

/** An object URL for a chosen file, released when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function PersonalizationForm({ data, storeName }: { data: PersonalizationDto; storeName: string }) {
  const queryClient = useQueryClient();
  const [heroFile, setHeroFile] = useState<File | null>(null);
  const [aboutFile, setAboutFile] = useState<File | null>(null);
  const [removeHero, setRemoveHero] = useState(false);
  const [removeAbout, setRemoveAbout] = useState(false);
  const heroUrl = useObjectUrl(heroFile);
  const aboutIsPdfFile =
    aboutFile?.type === 'application/pdf' || Boolean(aboutFile?.name.toLowerCase().endsWith('.pdf'));
  const aboutUrl = useObjectUrl(aboutFile && !aboutIsPdfFile ? aboutFile : null);

  const form = useForm<PersonalizationValues>({
    mode: 'controlled',
    initialValues: valuesFrom(data),
    validate: schemaResolver(personalizationSchema, { sync: true }),
  });

  const save = useMutation({
    mutationFn: (values: PersonalizationValues) =>
      apiFetch<{ message: string; data: PersonalizationDto }>('/api/personalization', {
        method: 'PUT',
        body: toFormData(values, { hero: heroFile, about: aboutFile, removeHero, removeAbout }),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(personalizationQuery().queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: storefrontStatusQuery().queryKey });
      setHeroFile(null);
      setAboutFile(null);
      setRemoveHero(false);
      setRemoveAbout(false);
      form.resetDirty(valuesFrom(answer.data));
      toast(answer.message, 'success');
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      toast(messageOf(error), 'error');
    },
  });

  // Beside the form on a wide screen; on a tablet in portrait or a phone, one tap away in a side panel.
  const wide = useMediaQuery('(min-width: 75em)', true);
  const [previewOpen, setPreviewOpen] = useState(false);
  const color = form.values.color;
  const savedHero = removeHero ? null : data.hero.image;
  const savedAbout = removeAbout ? null : data.about.image;

  const preview = (
    <StorefrontPreview
      values={form.values}
      storeName={storeName}
      heroUrl={heroUrl}
      aboutUrl={aboutUrl}
      aboutIsPdf={aboutIsPdfFile || (!aboutFile && !removeAbout && Boolean(data.about.document))}
      savedHero={savedHero}
      savedAbout={savedAbout}
      galleryCount={data.gallery.length}
    />
  );

  // Fields in pairs only where the form column is wide enough: beside the tablet's preview it is about 300 px, and
  // two links or « Couleur » next to the pixel id were cut to a few letters.
  const pairs = { base: 1, sm: 2 };
  const formNode = (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard
        dirty={() => form.isDirty() || heroFile !== null || aboutFile !== null || removeHero || removeAbout}
      />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Bannière d'accueil
            </Title>
            <SentenceField label="Titre" withAsterisk {...form.getInputProps('hero.title')} />
            <SentenceField label="Sous-titre" withAsterisk {...form.getInputProps('hero.subtitle')} />
            <TextInput label="Texte du bouton" withAsterisk {...form.getInputProps('hero.btntext')} />
            <FileInput
              label="Image de fond"
              description="JPG ou PNG, 5 Mo au plus"
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              placeholder={
                data.hero.image && !removeHero ? 'Image enregistrée (choisir pour remplacer)' : 'Choisir une image'
              }
              value={heroFile}
              onChange={(f) => {
                setHeroFile(f);
                form.clearFieldError('hero.image');
              }}
              clearable
              error={form.errors['hero.image']}
              data-testid="hero-image-input"
            />
            {data.hero.image && !heroFile && (
              <Checkbox
                label="Retirer l'image de fond"
                checked={removeHero}
                onChange={(e) => setRemoveHero(e.currentTarget.checked)}
              />
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Annonce
            </Title>
            <Text size="xs" c="dimmed">
              Un bandeau en haut de chaque page (laissez vide pour ne rien afficher).
            </Text>
            <SentenceField label="Titre" {...form.getInputProps('announcement.title')} />
            <SentenceField label="Description" {...form.getInputProps('announcement.description')} />
            <TextInput label="Texte du bouton" {...form.getInputProps('announcement.btntext')} />
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              À propos
            </Title>
            <Text size="xs" c="dimmed">
              Le titre sert aussi de description de votre boutique dans Google et sur les réseaux sociaux.
            </Text>
            <SentenceField label="Titre" {...form.getInputProps('about.title')} />
            <Textarea label="Description" autosize minRows={3} {...form.getInputProps('about.description')} />
            <TextInput label="Texte du bouton" {...form.getInputProps('about.btntext')} />
            <FileInput
              label="Image ou document"
              description="JPG, PNG ou PDF (le PDF s'affiche comme un lien), 5 Mo au plus"
              accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
              placeholder={
                (data.about.image || data.about.document) && !removeAbout
                  ? 'Fichier enregistré (choisir pour remplacer)'
                  : 'Choisir un fichier'
              }
              value={aboutFile}
              onChange={(f) => {
                setAboutFile(f);
                form.clearFieldError('about.image');
              }}
              clearable
              error={form.errors['about.image']}
            />
            {(data.about.image || data.about.document) && !aboutFile && (
              <Checkbox
                label="Retirer l'image ou le document"
                checked={removeAbout}
                onChange={(e) => setRemoveAbout(e.currentTarget.checked)}
              />
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Réseaux sociaux
            </Title>
            <SimpleGrid cols={pairs} spacing="sm">
              {SOCIAL_NETWORKS.map((k) => (
                <TextInput
                  key={k}
                  label={SOCIAL_LABELS[k]}
                  placeholder="https://…"
                  inputMode="url"
                  {...form.getInputProps(`social_media.${k}`)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Couleur et publicité
            </Title>
            <SimpleGrid cols={pairs} spacing="sm">
              <Select
                label="Couleur de la boutique"
                placeholder="Choisir une couleur"
                data={colorOptions(color)}
                searchable
                clearable
                leftSection={color ? <ColorSwatch color={color} size={18} /> : null}
                {...form.getInputProps('color')}
              />
              <TextInput
                label="Identifiant du pixel publicitaire"
                description="Pixel Meta (Facebook), chiffres uniquement"
                inputMode="numeric"
                {...form.getInputProps('facebook_pixel_id')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Enregistrer et publier
          </Button>
        </Group>
        <CatalogueFeedCard feedUrl={data.feedUrl} />
      </Stack>
    </form>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} size="h3">
          Personnalisation de la boutique
        </Title>
        <Group gap="xs">
          <PublicationBadge slug={data.slug} />
          {/* Below 1200 px the form takes the whole width (beside the preview it was 270 px wide at 800 px); the
              preview opens from here, in the page's flow (a floating button covered fields and the phone's bar). */}
          {!wide && (
            <Button variant="light" leftSection={<IconEye size={16} />} onClick={() => setPreviewOpen(true)}>
              Aperçu
            </Button>
          )}
        </Group>
      </Group>
      {wide ? (
        <Grid gap="md">
          <Grid.Col span={7}>{formNode}</Grid.Col>
          <Grid.Col span={5}>
            <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
              <Text fw={600} size="sm">
                Aperçu de la page d'accueil
              </Text>
              {preview}
              <GalleryManager data={data} />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <Stack gap="md">
          {formNode}
          <GalleryManager data={data} />
        </Stack>
      )}
      {!wide && (
        <Drawer
          opened={previewOpen}
          onClose={() => setPreviewOpen(false)}
          position="right"
          size={440}
          title="Aperçu de la page d'accueil"
          closeButtonProps={{ 'aria-label': "Fermer l'aperçu" }}
        >
          {preview}
        </Drawer>
      )}
    </Stack>
  );
}
