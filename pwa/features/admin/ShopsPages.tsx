import { useState } from 'react';
import {
  Anchor,
  Avatar,
  Badge,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconExternalLink, IconSearch } from '@tabler/icons-react';
import { PLAN_NAMES, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#shared/constants';
import { PLAN_LABELS, limitLines } from '#shared/plans';
import { adminTargets as allowedFor } from '#shared/subscriptions';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { AdminTabs } from './AdminTabs';
import { AuditList } from './AuditList';
import { QueryState } from './QueryState';
import { StatusBadge, StatusChangeForm, SubscriptionHistory } from './SubscriptionsPages';
import { statusLabel } from './labels';
import { adminShopQuery, adminShopsQuery, type AdminShopRow } from './queries';

const SHOP_TABS = [
  { to: '/admin/shopes', label: 'Liste' },
  { to: '/admin/shops/card', label: 'Vue en cartes' },
];

const planLabel = (p: string | null) => (p ? (PLAN_LABELS[p as keyof typeof PLAN_LABELS] ?? p) : '—');

function ShopStatus({ shop }: { shop: { subscription: { status: SubscriptionStatus | null } } }) {
  return shop.subscription.status ? (
    <StatusBadge status={shop.subscription.status} />
  ) : (
    <Badge color="gray">Aucun</Badge>
  );
}

function StorefrontLink({ slug }: { slug: string }) {
  return (
    <Anchor href={`/${slug}`} target="_blank" rel="noopener" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        /{slug} <IconExternalLink size={14} />
      </Group>
    </Anchor>
  );
}

/** /admin/shopes (table) and /admin/shops/card (cards): every shop, searchable, filtered by status and plan. */
export function ShopsPage({ view }: { view: 'list' | 'card' }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [plan, setPlan] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const shops = useQuery(
    adminShopsQuery({
      q: debounced || undefined,
      status: status ?? undefined,
      plan: plan ?? undefined,
      page,
      perPage: view === 'card' ? 24 : 20,
    }),
  );
  const reset = () => setPage(1);
  return (
    <>
      <AdminTabs tabs={SHOP_TABS} active={view === 'card' ? '/admin/shops/card' : '/admin/shopes'} />
      <Stack>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            aria-label="Rechercher une boutique"
            placeholder="Nom, adresse de la boutique ou email"
            leftSection={<IconSearch size={16} />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              reset();
            }}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            aria-label="Statut"
            placeholder="Tous les statuts"
            clearable
            data={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
            value={status}
            onChange={(v) => {
              setStatus(v);
              reset();
            }}
            w={160}
          />
          <Select
            aria-label="Plan"
            placeholder="Tous les plans"
            clearable
            data={PLAN_NAMES.map((p) => ({ value: p, label: PLAN_LABELS[p] }))}
            value={plan}
            onChange={(v) => {
              setPlan(v);
              reset();
            }}
            w={160}
          />
        </Group>
        <QueryState query={shops}>
          {(res) =>
            res.data.length === 0 ? (
              <Card withBorder>
                <Text c="dimmed">
                  {debounced || status || plan
                    ? 'Aucune boutique ne correspond. Effacez la recherche ou les filtres.'
                    : 'Aucune boutique pour l’instant : elles apparaissent ici dès qu’un marchand configure la sienne.'}
                </Text>
              </Card>
            ) : (
              <>
                {view === 'list' ? <ShopsTable rows={res.data} /> : <ShopCards rows={res.data} />}
                {res.meta.total > res.meta.perPage && (
                  <Pagination total={Math.ceil(res.meta.total / res.meta.perPage)} value={page} onChange={setPage} />
                )}
              </>
            )
          }
        </QueryState>
      </Stack>
    </>
  );
}

function ShopsTable({ rows }: { rows: AdminShopRow[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Boutique</Table.Th>
            <Table.Th>Propriétaire</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Statut</Table.Th>
            <Table.Th ta="right">Produits</Table.Th>
            <Table.Th ta="right">Commandes</Table.Th>
            <Table.Th>Vitrine</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={s.logo} size={32} radius="sm" alt="">
                    {s.name.charAt(0)}
                  </Avatar>
                  <AnchorLink to="/admin/shops/$shopId" params={{ shopId: s.id }} fw={600}>
                    {s.name}
                  </AnchorLink>
                </Group>
              </Table.Td>
              <Table.Td>
                {s.owner.firstName} {s.owner.lastName}
              </Table.Td>
              <Table.Td>{planLabel(s.subscription.plan)}</Table.Td>
              <Table.Td>
                <ShopStatus shop={s} />
              </Table.Td>
              <Table.Td ta="right">{s.counts.products}</Table.Td>
              <Table.Td ta="right">{s.counts.orders}</Table.Td>
              <Table.Td>
                <StorefrontLink slug={s.slug} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ShopCards({ rows }: { rows: AdminShopRow[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
      {rows.map((s) => (
        <Card key={s.id} withBorder padding="md" data-testid="shop-card">
          <Group wrap="nowrap" align="flex-start">
            <Avatar src={s.logo} size={56} radius="md" alt="">
              {s.name.charAt(0)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <AnchorLink to="/admin/shops/$shopId" params={{ shopId: s.id }} fw={700} lineClamp={1}>
                {s.name}
              </AnchorLink>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {s.owner.firstName} {s.owner.lastName}
              </Text>
              <Group gap={6}>
                <Badge variant="outline" size="sm">
                  {planLabel(s.subscription.plan)}
                </Badge>
                <ShopStatus shop={s} />
              </Group>
            </Stack>
          </Group>
          <Group justify="space-between" mt="sm">
            <Text size="sm">
              {s.counts.products} produit(s) · {s.counts.orders} commande(s)
            </Text>
            <StorefrontLink slug={s.slug} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/** /admin/shops/{shopId}: details, owner, figures, storefront, subscription history, suspend/reactivate, audit log. */
export function ShopDetailPage({ shopId }: { shopId: string }) {
  const shop = useQuery(adminShopQuery(shopId));
  return (
    <QueryState query={shop} title="Boutique introuvable">
      {(s) => {
        const current = s.subscriptions.find((x) => x.current);
        return (
          <Stack>
            <Group justify="space-between" wrap="wrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={s.logo} size={48} radius="md" alt="">
                  {s.name.charAt(0)}
                </Avatar>
                <div>
                  <Title order={2} size="h3">
                    {s.name}
                  </Title>
                  <StorefrontLink slug={s.slug} />
                </div>
              </Group>
              <ShopStatus shop={s} />
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
              <Figure label="Produits" value={s.figures.products} />
              <Figure label="Catégories" value={s.figures.categories} />
              <Figure label="Clients" value={s.figures.customers} />
              <Figure label="Commandes" value={s.figures.orders} />
              <Figure label="Livré (CA)" value={formatMoney(s.figures.deliveredRevenue, '0 FCFA')} />
              <Figure label="Dernière commande" value={formatDate(s.figures.lastOrderAt)} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder>
                <Text fw={600} mb="sm">
                  Boutique et propriétaire
                </Text>
                <Stack gap={4}>
                  <Text size="sm">
                    <b>Email :</b> {s.email} · <b>Téléphone :</b> {s.phone}
                  </Text>
                  {s.address && (
                    <Text size="sm">
                      <b>Adresse :</b> {s.address}
                    </Text>
                  )}
                  <Text size="sm">
                    <b>Devise :</b> {s.currency} · <b>Créée le :</b> {formatDateTime(s.created_at)}
                  </Text>
                  <Text size="sm">
                    <b>Propriétaire :</b>{' '}
                    <AnchorLink to="/admin/users/$userId" params={{ userId: s.owner.id }}>
                      {s.owner.firstName} {s.owner.lastName}
                    </AnchorLink>{' '}
                    · {s.owner.email ?? s.owner.phone ?? ''}
                  </Text>
                  {s.limits && (
                    <Text size="sm">
                      <b>
                        Limites appliquées ({planLabel(s.limits.planName)}
                        {s.limits.fallback ? ', plan payant expiré' : ''}) :
                      </b>{' '}
                      {limitLines(s.limits.limits).join(' · ')}
                    </Text>
                  )}
                </Stack>
              </Card>
              <Card withBorder>
                <Text fw={600} mb="sm">
                  Suspendre ou réactiver
                </Text>
                {current ? (
                  <StatusChangeForm
                    sub={{ ...current, allowedStatuses: allowedFor(current.status) }}
                    key={`${current.id}-${current.status}`}
                  />
                ) : (
                  <Text c="dimmed" size="sm">
                    Aucun abonnement.
                  </Text>
                )}
              </Card>
            </SimpleGrid>
            <Card withBorder>
              <Text fw={600} mb="sm">
                Historique des abonnements
              </Text>
              <SubscriptionHistory rows={s.subscriptions} />
            </Card>
            <Card withBorder>
              <Text fw={600} mb="sm">
                Journal des actions
              </Text>
              <AuditList entries={s.audit} />
            </Card>
            <ButtonLink variant="default" to="/admin/shopes" w="fit-content">
              Toutes les boutiques
            </ButtonLink>
          </Stack>
        );
      }}
    </QueryState>
  );
}
