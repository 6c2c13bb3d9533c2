import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { storefrontPaths } from '#shared/paths';
import type { ProductJson } from '#shared/schemas/catalog';
import { apiFetch, ApiRequestError } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { currentCatalogMirror } from '../../lib/catalog/use-catalog';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { pictureSources, ProductPicture } from '../../lib/ui/ProductPicture';
import { ConfirmDelete, DeleteButton } from '../../lib/ui/DeleteAction';
import { ProductPrice } from './ProductPrice';
import { StockBadge } from './StockBadge';
import { money } from '../../lib/money';
import { shortDate } from './format';
import { afterCatalogWrite, productOrdersQuery } from './queries';
import { useProduct } from './use-product';
import { useOnline } from '../../lib/online';
import { useStoreInfo } from './use-store-info';

/** /user/products/{id}: pictures, prices, stock per variant, its storefront page and the orders that include it. */
export function ProductDetailPage({ productId }: { productId: string }) {
  const { product, error, loading } = useProduct(productId);
  if (!product)
    return loading ? (
      <Text c="dimmed">Chargement du produit…</Text>
    ) : (
      <Alert color="red" title="Produit indisponible">
        {messageOf(error)}
      </Alert>
    );
  return <ProductDetail product={product} />;
}

function ProductDetail({ product }: { product: ProductJson }) {
  const store = useStoreInfo();
  const currency = store?.currency ?? 'XOF';
  const orders = useQuery(productOrdersQuery(product.id));
  const online = useOnline();
  const [shown, setShown] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiFetch(`/api/products/${product.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: 'Produit supprimé.' });
      await currentCatalogMirror()?.removeProduct(product.id);
      await afterCatalogWrite(queryClient);
      await navigate({ to: '/user/products' });
    },
  });
  const main = product.images[shown] ?? product.images[0];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <AnchorLink to="/user/products" size="sm">
            ← Produits
          </AnchorLink>
          <Title order={2} size="h3">
            {product.name}
          </Title>
          <Group gap="xs" mt={4}>
            {product.reference && (
              <Badge variant="outline" color="gray" data-testid="product-reference">
                Réf. {product.reference}
              </Badge>
            )}
            <Badge variant="light">{product.categoryName ?? 'Sans catégorie'}</Badge>
            {product.published ? (
              <Badge color="green" variant="light">
                Publié
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Masqué
              </Badge>
            )}
          </Group>
        </div>
        <Group gap="xs">
          {store && product.published && (
            <Button
              component="a"
              href={storefrontPaths.product(store.slug, product.id)}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
              data-testid="storefront-link"
            >
              Voir sur la boutique
            </Button>
          )}
          <ButtonLink
            to="/user/products/edit/$productId"
            params={{ productId: product.id }}
            leftSection={<IconEdit size={16} />}
          >
            Modifier
          </ButtonLink>
          <DeleteButton onClick={() => setConfirmDelete(true)} />
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="xs">
          {main ? (
            <ProductPicture
              sources={pictureSources(main, 960)}
              alt={product.name}
              radius="md"
              fit="contain"
              mah={420}
              data-testid="detail-main-image"
            />
          ) : (
            <Card withBorder>
              <Text c="dimmed">Pas de photo.</Text>
            </Card>
          )}
          {product.images.length > 1 && (
            <Group gap="xs">
              {product.images.map((img, i) => (
                <ProductPicture
                  key={img.id}
                  sources={pictureSources(img, 320)}
                  alt={`Photo ${i + 1}`}
                  w={64}
                  h={64}
                  radius="sm"
                  fit="cover"
                  onClick={() => setShown(i)}
                  style={{
                    cursor: 'pointer',
                    outline: i === shown ? '2px solid var(--mantine-color-teal-6)' : undefined,
                  }}
                />
              ))}
            </Group>
          )}
        </Stack>
        <Stack gap="sm">
          <Card withBorder>
            <Text size="sm" c="dimmed">
              Prix
            </Text>
            <ProductPrice product={product} currency={currency} />
            <Text size="sm" c="dimmed" mt="sm">
              Stock
            </Text>
            <StockBadge stock={product.stock} />
            {(product.sizes.length > 0 || product.colors.length > 0) && (
              <>
                <Text size="sm" c="dimmed" mt="sm">
                  Tailles et couleurs
                </Text>
                <Group gap={4}>
                  {[...product.sizes, ...product.colors].map((x) => (
                    <Badge key={x} variant="outline" color="gray">
                      {x}
                    </Badge>
                  ))}
                </Group>
              </>
            )}
          </Card>
          {product.description && (
            <Card withBorder>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{product.description}</Text>
            </Card>
          )}
        </Stack>
      </SimpleGrid>

      <Card withBorder>
        <Text fw={600} mb="xs">
          Variantes
        </Text>
        {product.subProducts.length === 0 ? (
          <Text c="dimmed" size="sm">
            Aucune variante. Ajoutez-en depuis « Modifier » (une taille, une couleur… avec son prix et son stock).
          </Text>
        ) : (
          // On a phone the size and colour go under the name, so that each variant's stock stays in view.
          <Table.ScrollContainer minWidth={300}>
            <Table data-testid="variants-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nom</Table.Th>
                  <Table.Th visibleFrom="xs">Taille / couleur</Table.Th>
                  <Table.Th>Prix</Table.Th>
                  <Table.Th>Stock</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {product.subProducts.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      {s.name}
                      {(s.size || s.color) && (
                        <Text hiddenFrom="xs" size="xs" c="dimmed">
                          {[s.size, s.color].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td visibleFrom="xs">{[s.size, s.color].filter(Boolean).join(' · ') || '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(s.price, currency)}</Table.Td>
                    <Table.Td>
                      <StockBadge stock={s.stock} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Card withBorder>
        <Text fw={600} mb="xs">
          Commandes de ce produit
        </Text>
        {orders.isError || (!online && !orders.data) ? (
          <Text c="dimmed" size="sm">
            {!online || (orders.error instanceof ApiRequestError && orders.error.status === 0)
              ? 'Les commandes de ce produit s’affichent quand le réseau revient.'
              : messageOf(orders.error)}
          </Text>
        ) : !orders.data ? (
          <Text c="dimmed" size="sm">
            Chargement…
          </Text>
        ) : orders.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            Aucune commande pour le moment. Partagez le lien de la boutique pour vendre ce produit.
          </Text>
        ) : (
          // On a phone the quantity goes under the customer's name, so that the status stays in view.
          <Table.ScrollContainer minWidth={300}>
            <Table data-testid="product-orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th visibleFrom="xs">Quantité</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Statut</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>
                      <AnchorLink to="/user/orders/$orderId" params={{ orderId: o.id }}>
                        {shortDate(o.created_at)}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>
                      {o.firstname} {o.lastname}
                      <Text hiddenFrom="xs" size="xs" c="dimmed">
                        Quantité : {o.quantity}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="xs">{o.quantity}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(o.total, currency)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" miw="max-content">
                        {o.statusLabel}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <ConfirmDelete
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Supprimer ce produit ?"
        onConfirm={() => remove.mutateAsync()}
      >
        « {product.name} » disparaîtra de votre boutique en ligne. Les commandes déjà passées le gardent.
      </ConfirmDelete>
    </Stack>
  );
}
