import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Pagination } from '../../lib/ui/LazyPagination';
import { Select } from '../../lib/ui/LazySelect';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconCategory, IconPlus, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  STOCK_FILTER_LABELS,
  STOCK_FILTERS,
  type ProductJson,
  type ProductSort,
  type StockFilter,
} from '#shared/schemas/catalog';
import {
  useCatalogCategories,
  useCatalogLimit,
  useCatalogProducts,
  useCatalogState,
} from '../../lib/catalog/use-catalog';
import { useOnline } from '../../lib/online';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { pictureSources, ProductPicture } from '../../lib/ui/ProductPicture';
import { ProductPrice } from './ProductPrice';
import { StockBadge } from './StockBadge';
import { pageOfProducts } from './product-list';
import { CatalogFreshness, LimitBadge } from './CatalogFreshness';
import { CatalogExportButton, CatalogImportButton } from './CatalogCsv';
import { useStoreInfo } from './use-store-info';

export const PRODUCTS_PER_PAGE = 24;

import type { ProductsSearch } from './products-search';

/** /user/products: the catalogue, searchable, filtered by category and stock state, sorted, paged; list or cards. */
export function ProductsPage({ search }: { search: ProductsSearch }) {
  const navigate = useNavigate();
  const store = useStoreInfo();
  const [typed, setTyped] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(typed, 300);
  const set = (patch: Partial<ProductsSearch>) =>
    // The current path: the catalogue also shows at /user/atelier/product/list-product and ecommerce/list-product.
    void navigate({ to: '.', search: { ...search, page: undefined, ...patch }, replace: true } as never);
  useEffect(() => {
    if ((debounced || undefined) !== search.q) set({ q: debounced || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const params = useMemo(
    () => ({
      page: search.page ?? 1,
      perPage: PRODUCTS_PER_PAGE,
      search: search.q,
      category: search.category,
      stock: search.stock,
      sort: search.sort,
    }),
    [search.page, search.q, search.category, search.stock, search.sort],
  );
  // Read on the device (decision 016): search, filters, sort and paging answer the same with the network off.
  const all = useCatalogProducts();
  const categories = useCatalogCategories();
  const mirror = useCatalogState();
  const limit = useCatalogLimit();
  const online = useOnline();
  const page = useMemo(() => (all ? pageOfProducts(all, params) : undefined), [all, params]);
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  const filtered = Boolean(search.q || search.category || search.stock);
  const view = search.view ?? 'list';
  // On a phone the list is stacked rows (a table there scrolls sideways).
  const phone = useMediaQuery('(max-width: 35.99em)') ?? false;
  const currency = store?.currency ?? 'XOF';

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2} size="h3">
            Produits
          </Title>
          <LimitBadge limit={limit} count={all?.length ?? 0} />
        </Group>
        <Group gap="xs">
          <CatalogExportButton products={all} />
          <CatalogImportButton />
          <ButtonLink to="/user/products/category" variant="default" leftSection={<IconCategory size={16} />}>
            Catégories
          </ButtonLink>
          <ButtonLink to="/user/products/new" leftSection={<IconPlus size={16} />}>
            Ajouter un produit
          </ButtonLink>
        </Group>
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          placeholder="Rechercher un produit"
          aria-label="Rechercher un produit"
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          aria-label="Catégorie"
          placeholder="Toutes les catégories"
          clearable
          data={[
            { value: 'none', label: 'Sans catégorie' },
            ...(categories ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          value={search.category ?? null}
          onChange={(v) => set({ category: v ?? undefined })}
          // Wide enough for « Toutes les catégories » beside a finger-sized arrow: on a phone it takes its own row.
          style={{ flex: '1 1 240px' }}
        />
        <Select
          aria-label="Stock"
          placeholder="Tout le stock"
          clearable
          data={STOCK_FILTERS.map((s) => ({ value: s, label: STOCK_FILTER_LABELS[s] }))}
          value={search.stock ?? null}
          onChange={(v) => set({ stock: (v as StockFilter | null) ?? undefined })}
          style={{ flex: '1 1 140px' }}
        />
        <Select
          aria-label="Trier par"
          data={PRODUCT_SORTS.map((s) => ({ value: s, label: PRODUCT_SORT_LABELS[s] }))}
          value={search.sort ?? 'recent'}
          onChange={(v) => set({ sort: v === 'recent' || !v ? undefined : (v as ProductSort) })}
          allowDeselect={false}
          style={{ flex: '1 1 160px' }}
        />
        <SegmentedControl
          value={view}
          onChange={(v) => set({ view: v === 'card' ? 'card' : undefined, page: search.page })}
          data={[
            { value: 'list', label: 'Liste' },
            { value: 'card', label: 'Cartes' },
          ]}
        />
      </Group>

      <CatalogFreshness online={online} state={mirror} count={all?.length ?? 0} />

      {page === undefined || (all?.length === 0 && mirror.refreshing) ? (
        <Text c="dimmed">Chargement du catalogue…</Text>
      ) : all?.length === 0 && !online && !mirror.refreshedAt ? (
        <Alert color="orange" icon={<IconWifiOff size={18} />} title="Catalogue pas encore sur cet appareil">
          Connectez-vous une fois à internet : le catalogue sera gardé sur cet appareil et consultable sans réseau.
        </Alert>
      ) : page.data.length === 0 ? (
        <Card withBorder p="xl" data-testid="products-empty">
          <Stack align="center" gap="xs">
            {filtered ? (
              <>
                <Text fw={600}>Aucun produit ne correspond à ces critères.</Text>
                <Button variant="subtle" onClick={() => set({ q: undefined, category: undefined, stock: undefined })}>
                  Effacer les filtres
                </Button>
              </>
            ) : (
              <>
                <Text fw={600}>Votre catalogue est vide.</Text>
                <Text c="dimmed" ta="center">
                  Ajoutez votre premier produit avec ses photos, son prix et son stock : il apparaîtra sur votre
                  boutique en ligne.
                </Text>
                <ButtonLink to="/user/products/new" leftSection={<IconPlus size={16} />}>
                  Ajouter un produit
                </ButtonLink>
              </>
            )}
          </Stack>
        </Card>
      ) : view === 'list' && phone ? (
        <Stack gap={0} data-testid="products-stacked">
          {page.data.map((p) => (
            <Group
              key={p.id}
              data-testid="product-row"
              wrap="nowrap"
              align="flex-start"
              gap="sm"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Thumb product={p} size={56} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <AnchorLink to="/user/products/$productId" params={{ productId: p.id }} fw={600} lineClamp={2}>
                  {p.name}
                </AnchorLink>
                <Text size="xs" c="dimmed" truncate>
                  {p.reference && `${p.reference} · `}
                  {p.categoryName ?? 'Sans catégorie'}
                  {p.subProducts.length > 0 &&
                    ` · ${p.subProducts.length} variante${p.subProducts.length > 1 ? 's' : ''}`}
                </Text>
                <ProductPrice product={p} currency={currency} />
                <Group gap={4}>
                  <StockBadge stock={p.stock} />
                  <Published published={p.published} />
                </Group>
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : view === 'list' ? (
        <Table.ScrollContainer minWidth={340}>
          <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" data-testid="products-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56} visibleFrom="xs">
                  Photo
                </Table.Th>
                <Table.Th>Produit</Table.Th>
                <Table.Th>Prix</Table.Th>
                <Table.Th miw={130}>Stock</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.data.map((p) => (
                <Table.Tr key={p.id} data-testid="product-row">
                  <Table.Td visibleFrom="xs">
                    <Thumb product={p} size={48} />
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink to="/user/products/$productId" params={{ productId: p.id }} fw={600}>
                      {p.name}
                    </AnchorLink>
                    <Text size="xs" c="dimmed">
                      {p.reference && `${p.reference} · `}
                      {p.categoryName ?? 'Sans catégorie'}
                      {p.subProducts.length > 0 &&
                        ` · ${p.subProducts.length} variante${p.subProducts.length > 1 ? 's' : ''}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ProductPrice product={p} currency={currency} />
                  </Table.Td>
                  <Table.Td>
                    {/* Its full width: a badge never shrinks to « 17 EN … » when the names are long. */}
                    <Stack gap={4} align="flex-start" miw="max-content">
                      <StockBadge stock={p.stock} />
                      <Published published={p.published} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} data-testid="products-cards">
          {page.data.map((p) => (
            <Link
              key={p.id}
              to="/user/products/$productId"
              params={{ productId: p.id }}
              style={{ textDecoration: 'none', color: 'inherit' }}
              data-testid="product-card"
            >
              <Card withBorder padding="sm" h="100%">
                <Card.Section>
                  <Thumb product={p} size="100%" />
                </Card.Section>
                <Text fw={600} mt="xs" lineClamp={2}>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {p.categoryName ?? 'Sans catégorie'}
                </Text>
                <ProductPrice product={p} currency={currency} />
                <Group gap={4} mt={4}>
                  <StockBadge stock={p.stock} />
                  {!p.published && <Published published={false} />}
                </Group>
              </Card>
            </Link>
          ))}
        </SimpleGrid>
      )}

      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} produit{total > 1 ? 's' : ''}
          </Text>
          <Pagination
            total={pages}
            value={params.page}
            onChange={(page) => set({ page: page > 1 ? page : undefined })}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? 'Page suivante' : control === 'previous' ? 'Page précédente' : control,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}

function Published({ published }: { published: boolean }) {
  return published ? (
    <Badge variant="light" color="green" miw="max-content">
      Publié
    </Badge>
  ) : (
    <Badge variant="light" color="gray" miw="max-content">
      Masqué
    </Badge>
  );
}

function Thumb({ product, size }: { product: ProductJson; size: number | string }) {
  return (
    <ProductPicture
      sources={pictureSources(product.images[0], 320)}
      alt=""
      w={size}
      h={typeof size === 'number' ? size : undefined}
      style={typeof size === 'string' ? { aspectRatio: '1 / 1' } : undefined}
      fit="cover"
      radius={typeof size === 'number' ? 'sm' : 0}
      loading="lazy"
      data-testid="product-thumb"
    />
  );
}
