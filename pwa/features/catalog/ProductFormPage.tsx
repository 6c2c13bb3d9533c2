import { memo, useCallback, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  type TextInputProps,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TagsInput } from '../../lib/ui/LazyPills';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { COLORS } from '#shared/reference/colors';
import { IMAGE_REQUIRED } from '#shared/messages';
import type { ProductImageJson, ProductJson, SubProductJson } from '#shared/schemas/catalog';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { apiUpload } from '../../lib/upload';
import { CategoryPicker } from './CategoryPicker';
import { ImagesField } from './LazyImagesField';
import { VariantsField } from './VariantsField';
import { shortDate } from './format';
import {
  createFormData,
  emptyProductValues,
  finalImageOrder,
  imageItemsFromProduct,
  removedImageIds,
  updateBody,
  validateProductValues,
  validateVariants,
  valuesFromProduct,
  variantBody,
  variantChanges,
  variantRowsFromProduct,
  type ImageItem,
  type ProductFormValues,
  type VariantRow,
} from './product-form';
import { afterCatalogWrite, productQuery } from './queries';
import { useProduct } from './use-product';
import { limitState } from './CatalogFreshness';
import { PLAN_LABELS } from '#shared/plans';
import { useCatalogLimit, useCatalogProducts } from '../../lib/catalog/use-catalog';
import { useOnline } from '../../lib/online';
import { DecimalInput } from '../../lib/ui/DecimalInput';
import { AnchorLink } from '../../lib/ui/links';
import { useFieldStore, useStoreField, type FieldStore } from '../../lib/ui/field-store';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

const SIZE_SUGGESTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '36', '38', '40', '42', '44', '46', 'Taille unique'];
const COLOR_BY_LABEL = new Map(COLORS.map((c) => [c.label, c.hex]));

/** Said when a save cannot reach the server: nothing typed is lost, the form stays as it is. */
export const OFFLINE_SAVE_MESSAGE =
  "Pas de connexion internet : le produit n'a pas été enregistré. Tout ce que vous avez saisi reste dans le formulaire ; enregistrez dès que le réseau revient.";

/**
 * /user/products/new and /user/products/edit/{id}: one form. `focus: 'images'` (the atelier's
 * /user/atelier/ecommerce/new-images/{id}) opens it on its pictures.
 */
export function ProductFormPage({ productId, focus }: { productId?: string; focus?: 'images' }) {
  // From the copy on the device: the form opens offline too (saving then says the network is needed).
  const { product, error, loading } = useProduct(productId ?? '');
  if (productId && !product) {
    return loading ? (
      <Text c="dimmed">Chargement du produit…</Text>
    ) : (
      <Alert color="red" title="Produit indisponible">
        {messageOf(error)}
      </Alert>
    );
  }
  return <ProductForm product={productId ? product : undefined} focus={focus} key={productId ? product?.id : 'new'} />;
}

function ProductForm({ product, focus }: { product?: ProductJson; focus?: 'images' }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = Boolean(product);
  const online = useOnline();
  const limit = useCatalogLimit();
  const count = useCatalogProducts()?.length ?? 0;
  // The values live outside React state, each field subscribed to its own (lib/ui/field-store.ts): a keystroke
  // re-renders the field typed in, never the whole form (typing stays instant).
  const store = useFieldStore<ProductFormValues>(() => (product ? valuesFromProduct(product) : emptyProductValues));
  const [images, setImages] = useState<ImageItem[]>(product ? imageItemsFromProduct(product) : []);
  const [variants, setVariants] = useState<VariantRow[]>(product ? variantRowsFromProduct(product) : []);
  const [variantErrors, setVariantErrors] = useState<Record<string, string>>({});
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ offline: boolean; message: string } | null>(null);
  // The product as last read from the server (its stock is the one the merchant saw; a refused save refreshes it).
  const [base, setBase] = useState<ProductJson | undefined>(product);
  // Whether this save already changed something on the server before it failed.
  const wrote = useRef(false);
  // What the form held when it opened: leaving with anything else asks first (a save under way never asks).
  const pristine = useRef({ values: JSON.stringify(store.values()), images, variants });
  const inFlight = useRef(false);
  const unsaved = () =>
    !inFlight.current &&
    (JSON.stringify(store.values()) !== pristine.current.values ||
      images !== pristine.current.images ||
      variants !== pristine.current.variants);
  const onImages = useCallback((items: ImageItem[]) => {
    setImages(items);
    if (items.length) setImageError(undefined);
  }, []);

  const showServerErrors = (error: unknown) => {
    const offline = error instanceof ApiRequestError && error.status === 0;
    setFailure({ offline, message: offline ? OFFLINE_SAVE_MESSAGE : messageOf(error) });
    const fields = fieldErrorsOf(error);
    if (fields.images) setImageError(fields.images);
    store.setErrors(fields);
  };

  /** The pictures and variants are checked with the fields, so every error shows at once. */
  const checkPicturesAndVariants = (): boolean => {
    const vErrors = validateVariants(variants);
    setVariantErrors(vErrors);
    const missingImage = !editing && images.length === 0;
    setImageError(missingImage ? IMAGE_REQUIRED : undefined);
    return !missingImage && Object.keys(vErrors).length === 0;
  };

  const submit = async (values: ProductFormValues) => {
    setFailure(null);
    if (!checkPicturesAndVariants()) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setFailure({ offline: true, message: OFFLINE_SAVE_MESSAGE });
      return;
    }
    setSaving(true);
    inFlight.current = true;
    wrote.current = false;
    try {
      const id = base ? await saveEdit(base, values) : await saveNew(values);
      await afterCatalogWrite(queryClient);
      notifications.show({ color: 'teal', message: base ? 'Produit modifié.' : 'Produit créé.' });
      await navigate({ to: '/user/products/$productId', params: { productId: id } });
    } catch (error) {
      showServerErrors(error);
      const stockMoved = error instanceof ApiRequestError && error.status === 409;
      if (base && (stockMoved || wrote.current)) {
        // Read the product again: what was already saved is not sent twice, and after a refused stock the merchant
        // sees the server's stock, so that saving again is a deliberate choice. A variant's stock seen is only
        // renewed after such a refusal (never silently after a network failure).
        const fresh = await queryClient.fetchQuery({ ...productQuery(base.id), staleTime: 0 }).catch(() => null);
        if (fresh) {
          setBase(fresh);
          if (stockMoved)
            setVariants((rows) =>
              rows.map((r) => {
                const s = fresh.subProducts.find((x) => x.id === r.id);
                return s ? { ...r, stockSeen: s.stock } : r;
              }),
            );
        }
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
      setProgress(null);
    }
  };

  const saveNew = async (values: ProductFormValues): Promise<string> => {
    const files = images.flatMap((i) => (i.kind === 'new' ? [i.file] : []));
    setProgress(0);
    const created = await apiUpload<{ data: ProductJson }>(
      'POST',
      '/api/products',
      createFormData(values, files),
      setProgress,
    );
    setProgress(null);
    const id = created.data.id;
    try {
      for (const row of variants) {
        await apiFetch(`/api/products/${id}/sub-products`, { method: 'POST', body: variantBody(row) });
      }
    } catch (error) {
      // The product exists: carry on from its edit page, where the variants can be added again.
      notifications.show({
        color: 'red',
        message: `Produit créé, mais une variante n'a pas pu l'être : ${messageOf(error)}`,
      });
      await afterCatalogWrite(queryClient);
      await navigate({ to: '/user/products/edit/$productId', params: { productId: id } });
      throw error;
    }
    return id;
  };

  const saveEdit = async (before: ProductJson, values: ProductFormValues): Promise<string> => {
    const id = before.id;
    await apiFetch(`/api/products/${id}`, { method: 'PUT', body: updateBody(values, before) });
    wrote.current = true;
    for (const imageId of removedImageIds(images, before)) {
      await apiFetch(`/api/products/${id}/images/${imageId}`, { method: 'DELETE' });
    }
    const files = images.flatMap((i) => (i.kind === 'new' ? [i.file] : []));
    let uploaded: string[] = [];
    if (files.length) {
      const form = new FormData();
      for (const f of files) form.append('images', f, f.name);
      setProgress(0);
      const known = new Set(before.images.map((i) => i.id));
      const answer = await apiUpload<{ data: ProductImageJson[] }>(
        'POST',
        `/api/products/${id}/images`,
        form,
        setProgress,
      );
      uploaded = answer.data.filter((i) => !known.has(i.id)).map((i) => i.id);
      // The pictures are on the server now: a retry after a later failure must not send them twice.
      setImages((items) => {
        let n = 0;
        return items.map((item) => {
          if (item.kind !== 'new') return item;
          const image = answer.data.find((i) => i.id === uploaded[n++]);
          return image ? { key: item.key, kind: 'existing', image, preview: item.preview } : item;
        });
      });
    }
    const order = finalImageOrder(images, uploaded);
    const serverOrder = [...before.images.filter((i) => order.includes(i.id)).map((i) => i.id), ...uploaded];
    if (order.length && order.join() !== serverOrder.join()) {
      await apiFetch(`/api/products/${id}/images/order`, { method: 'PUT', body: { ids: order } });
    }
    const changes = variantChanges(variants, before.subProducts);
    for (const subId of changes.remove) {
      await apiFetch(`/api/products/${id}/sub-products/${subId}`, { method: 'DELETE' });
    }
    for (const u of changes.update) {
      await apiFetch(`/api/products/${id}/sub-products/${u.id}`, { method: 'PUT', body: u.body });
    }
    for (const row of changes.create) {
      const made = await apiFetch<{ data: SubProductJson }>(`/api/products/${id}/sub-products`, {
        method: 'POST',
        body: variantBody(row),
      });
      setVariants((rows) => rows.map((r) => (r.key === row.key ? { ...r, id: made.data.id } : r)));
    }
    return id;
  };

  const discountNote =
    base?.discountPrice != null && (base.discountStart || base.discountEnd)
      ? `Réduction actuelle${base.discountStart ? ` du ${shortDate(base.discountStart)}` : ''}${
          base.discountEnd ? ` au ${shortDate(base.discountEnd)}` : ''
        }. Laissez vide pour la garder.`
      : 'Nombre de jours pendant lesquels le prix réduit s’applique, à partir d’aujourd’hui. Vide : sans limite.';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const values = store.values();
        const errors = validateProductValues(values);
        store.setErrors(errors);
        if (Object.keys(errors).length === 0) void submit(values);
        else checkPicturesAndVariants();
      }}
      noValidate
    >
      <LeaveGuard dirty={unsaved} />
      <Stack maw={900}>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {editing ? 'Modifier le produit' : 'Ajouter un produit'}
          </Title>
          <Button variant="default" onClick={() => window.history.back()}>
            Annuler
          </Button>
        </Group>

        {!online && !failure && (
          <Alert color="orange" icon={<IconWifiOff size={18} />} title="Hors ligne" data-testid="form-offline">
            Vous pouvez préparer le produit : l'enregistrement demande Internet (les photos doivent être mises en
            ligne). Rien de ce que vous saisissez n'est perdu tant que cette page reste ouverte.
          </Alert>
        )}
        {!editing && limitState(limit, count) === 'full' && (
          <Alert color="red" title="Limite de votre plan atteinte" data-testid="limit-reached">
            {limit?.message} <AnchorLink to="/user/settings/settings">Voir les plans</AnchorLink>
          </Alert>
        )}
        {!editing && limitState(limit, count) === 'near' && (
          <Alert color="orange" title={`${count} / ${limit?.max} produits`} data-testid="limit-near">
            Votre plan {PLAN_LABELS[limit!.plan]} permet {limit?.max} produits. Il vous en reste{' '}
            {(limit?.max ?? 0) - count}.
          </Alert>
        )}

        {failure && (
          <Alert
            color={failure.offline ? 'orange' : 'red'}
            icon={failure.offline ? <IconWifiOff size={18} /> : undefined}
            title={failure.offline ? 'Réseau nécessaire' : "L'enregistrement a échoué"}
            data-testid="save-failure"
          >
            {failure.message}
          </Alert>
        )}

        <Card withBorder>
          <Stack>
            <TextField store={store} name="name" label="Nom du produit" required disabled={saving} />
            <TextField
              store={store}
              name="reference"
              label="Référence (facultatif)"
              description="Votre code article, par exemple RB-001 : la colonne « Référence » d’un fichier CSV l’utilise pour mettre ce produit à jour."
              maxLength={40}
              disabled={saving}
            />
            <DescriptionField store={store} disabled={saving} />
            <CategoryField store={store} disabled={saving} />
          </Stack>
        </Card>

        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField store={store} name="price" label="Prix" required placeholder="15000" disabled={saving} />
            <NumberField
              store={store}
              name="discountPrice"
              label="Prix réduit"
              placeholder="Facultatif"
              disabled={saving}
            />
            <NumberField
              store={store}
              name="discount_period"
              integer
              label="Durée de la réduction (jours)"
              description={discountNote}
              disabled={saving}
            />
            <NumberField
              store={store}
              name="stock"
              integer
              label="Stock"
              required
              description={base ? `Stock enregistré en ligne : ${base.stock}` : undefined}
              disabled={saving}
            />
          </SimpleGrid>
        </Card>

        <SizesAndColors store={store} disabled={saving} />

        <Card withBorder>
          <MemoImagesField
            items={images}
            onChange={onImages}
            error={imageError}
            required={!editing}
            progress={progress}
            disabled={saving}
            focusOnOpen={focus === 'images'}
          />
        </Card>

        <Card withBorder>
          <MemoVariantsField rows={variants} onChange={setVariants} errors={variantErrors} disabled={saving} />
        </Card>

        <PublishedSwitch store={store} disabled={saving} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} size="md">
            {editing ? 'Enregistrer' : 'Créer le produit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ProductStore = FieldStore<ProductFormValues>;
type TextName = 'name' | 'reference';
type NumberName = 'price' | 'discountPrice' | 'discount_period' | 'stock';
const MemoImagesField = memo(ImagesField);
const MemoVariantsField = memo(VariantsField);

/** A text field of the form, subscribed to its own value and error: a keystroke re-renders this field only. */
const TextField = memo(function TextField({
  store,
  name,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'error'> & { store: ProductStore; name: TextName }) {
  const { value, error, set } = useStoreField(store, name);
  return <TextInput {...props} value={value} error={error} onChange={(e) => set(e.currentTarget.value)} />;
});

/** A price or a count (French decimal comma read as a point), subscribed to its own value and error. */
const NumberField = memo(function NumberField({
  store,
  name,
  ...props
}: Omit<React.ComponentProps<typeof DecimalInput>, 'value' | 'onChange' | 'error'> & {
  store: ProductStore;
  name: NumberName;
}) {
  const { value, error, set } = useStoreField(store, name);
  return <DecimalInput {...props} value={value} error={error} onChange={set} />;
});

const DescriptionField = memo(function DescriptionField({
  store,
  disabled,
}: {
  store: ProductStore;
  disabled: boolean;
}) {
  const { value, error, set } = useStoreField(store, 'description');
  return (
    <Textarea
      label="Description"
      autosize
      minRows={3}
      maxRows={10}
      value={value}
      error={error}
      onChange={(e) => set(e.currentTarget.value)}
      disabled={disabled}
    />
  );
});

const CategoryField = memo(function CategoryField({ store, disabled }: { store: ProductStore; disabled: boolean }) {
  const { value, error, set } = useStoreField(store, 'category');
  return <CategoryPicker value={value} onChange={set} error={error} disabled={disabled} />;
});

const PublishedSwitch = memo(function PublishedSwitch({ store, disabled }: { store: ProductStore; disabled: boolean }) {
  const { value, set } = useStoreField(store, 'published');
  return (
    <Switch
      label="Visible sur la boutique en ligne"
      checked={value}
      onChange={(e) => set(e.currentTarget.checked)}
      disabled={disabled}
    />
  );
});

/** The sizes and colours (two TagsInput with their lists), each subscribed to its own value. */
const SizesAndColors = memo(function SizesAndColors({ store, disabled }: { store: ProductStore; disabled: boolean }) {
  const sizes = useStoreField(store, 'sizes');
  const colors = useStoreField(store, 'colors');
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput
          label="Tailles"
          description="Choisissez ou tapez puis Entrée"
          data={SIZE_SUGGESTIONS}
          value={sizes.value}
          onChange={sizes.set}
          error={sizes.error}
          clearable
          disabled={disabled}
        />
        <TagsInput
          label="Couleurs"
          description="Choisissez dans la liste ou tapez la vôtre"
          data={COLOR_LABELS}
          limit={12}
          renderOption={renderColorOption}
          value={colors.value}
          onChange={colors.set}
          error={colors.error}
          clearable
          disabled={disabled}
        />
      </SimpleGrid>
    </Card>
  );
});
const COLOR_LABELS = COLORS.map((c) => c.label);
const renderColorOption = ({ option }: { option: { value: string } }) => (
  <Group gap="xs">
    <ColorSwatch color={COLOR_BY_LABEL.get(option.value) ?? '#fff'} size={14} />
    {option.value}
  </Group>
);
