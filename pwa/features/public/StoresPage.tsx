import { Alert, Avatar, Card, Container, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { storefrontPaths } from '#shared/paths';
import { PageHero } from './PageHero';
import { publicStoresQuery } from './queries';
import { PLACEHOLDER_IMAGE } from './LazyImage';

export function StoresPage() {
  const stores = useQuery(publicStoresQuery);
  return (
    <>
      <PageHero title="Boutiques">Découvrez les commerçants et créateurs qui vendent déjà avec Boutique.</PageHero>
      <Container size="lg" pb={48}>
        {stores.isError && (
          <Alert color="red" title="Liste indisponible">
            {stores.error.message}
          </Alert>
        )}
        {stores.data?.length === 0 && (
          <Text ta="center" c="dimmed">
            Aucune boutique publiée pour le moment.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {stores.isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={96} radius="md" />)}
          {stores.data?.map((store) => (
            // A storefront is a separate static site: a plain link, not a router link.
            <Card
              key={store.slug}
              component="a"
              href={storefrontPaths.home(store.slug)}
              withBorder
              padding="lg"
              data-testid="store-card"
              style={{ borderTop: `4px solid ${store.color ?? 'var(--mantine-primary-color-filled)'}` }}
            >
              <Group wrap="nowrap">
                <Avatar
                  src={store.logo || PLACEHOLDER_IMAGE}
                  alt={store.name}
                  size={40}
                  radius="md"
                  imageProps={{ loading: 'lazy' }}
                />
                <div>
                  <Text fw={700}>{store.name}</Text>
                  {store.brand && (
                    <Text size="sm" c="dimmed">
                      {store.brand}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    /{store.slug}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
