import { useState } from 'react';
import { Anchor, Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { useQuery } from '@tanstack/react-query';
import { IconExternalLink } from '@tabler/icons-react';
import { PLAN_NAMES, type SubscriptionStatus } from '#shared/constants';
import { PLAN_LABELS, limitLines } from '#shared/plans';
import { adminTargets as allowedFor } from '#shared/subscriptions';
import { storefrontPaths } from '#shared/paths';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { AdminListPage, ListCard, useAdminList } from './AdminListPage';
import { AdminTabs } from './AdminTabs';
import { AuditList } from './AuditList';
import { QueryState } from './QueryState';
import { StatusBadge, StatusFilter, SubscriptionHistory, SubscriptionStatusActions } from './SubscriptionsPages';
import type { AdminShopRow } from '#shared/admin';
import { adminShopQuery, adminShopsQuery } from './queries';
import { plural } from '../../lib/plural';

const SHOP_TABS = [
  { to: '/admin/shopes', label: 'Liste' },
  { to: '/admin/shops/card', label: 'Vue en cartes' },
];

const planLabel = (p: string | null) => (p ? (PLAN_LABELS[p as keyof typeof PLAN_LABELS] ?? p) : '—');

function ShopStatus({ shop }: { shop: { subscription: { status: SubscriptionStatus | null } } }) {
  return shop.subscription.status ? (
    <StatusBadge status={shop.subscription.status} />
  ) : (
    <Badge color="gray" miw="max-content">
      Aucun
    </Badge>
  );
}

function StorefrontLink({ slug }: { slug: string }) {
  return (
    <Anchor href={storefrontPaths.root(slug)} target="_blank" rel="noopener" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        /{slug} <IconExternalLink size={14} />
      </Group>
    </Anchor>
  );
}

/** /admin/shopes (table; cards on a tablet or phone) and /admin/shops/card (cards): every shop, searchable, filtered. */
export function ShopsPage({ view }: { view: 'list' | 'card' }) {
  const list = useAdminList();
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [plan, setPlan] = useState<string | null>(null);
  const shops = useQuery(
    adminShopsQuery({
      q: list.search,
      status: status ?? undefined,
      plan: plan ?? undefined,
      page: list.page,
      perPage: view === 'card' ? 24 : 20,
    }),
  );
  const name = (s: AdminShopRow) => (
    // The whole name, on two lines when it must (it was cut in the table at 1280 px).
    <AnchorLink to="/admin/shops/$shopId" params={{ shopId: s.id }} fw={700} style={{ overflowWrap: 'anywhere' }}>
      {s.name}
    </AnchorLink>
  );
  const owner = (s: AdminShopRow) => `${s.owner.firstName} ${s.owner.lastName}`;
  return (
    <>
      <AdminTabs tabs={SHOP_TABS} active={view === 'card' ? '/admin/shops/card' : '/admin/shopes'} />
      <AdminListPage
        list={list}
        search={{ label: 'Rechercher une boutique', placeholder: 'Nom, adresse de la boutique ou email' }}
        filters={
          <>
            <StatusFilter value={status} onChange={list.filter(setStatus)} />
            <Select
              aria-label="Plan"
              placeholder="Tous les plans"
              clearable
              data={PLAN_NAMES.map((p) => ({ value: p, label: PLAN_LABELS[p] }))}
              value={plan}
              onChange={list.filter(setPlan)}
              w={160}
            />
          </>
        }
        query={shops}
        empty={
          list.search || status || plan
            ? 'Aucune boutique ne correspond. Effacez la recherche ou les filtres.'
            : 'Aucune boutique pour l’instant : elles apparaissent ici dès qu’un marchand configure la sienne.'
        }
        view={view === 'card' ? 'cards' : 'auto'}
        // Below the table's width the list is one shop a line, so that 'Liste' and 'Vue en cartes' still differ on a
        // tablet (the card view keeps its grid).
        {...(view === 'card' ? {} : { cols: { base: 1 } })}
        columns={[
          {
            header: 'Boutique',
            cell: (s) => (
              <Group gap="xs" wrap="nowrap">
                <Avatar src={s.logo} size={32} radius="sm" alt="">
                  {s.name.charAt(0)}
                </Avatar>
                {name(s)}
              </Group>
            ),
          },
          { header: 'Propriétaire', cell: owner },
          { header: 'Plan', cell: (s) => planLabel(s.subscription.plan) },
          { header: 'Statut', cell: (s) => <ShopStatus shop={s} /> },
          { header: 'Produits', cell: (s) => s.counts.products, align: 'right' },
          { header: 'Commandes', cell: (s) => s.counts.orders, align: 'right' },
          { header: 'Vitrine', cell: (s) => <StorefrontLink slug={s.slug} /> },
        ]}
        card={(s) => (
          <ListCard
            testId="shop-card"
            title={
              <Group wrap="nowrap" align="flex-start">
                <Avatar src={s.logo} size={48} radius="md" alt="">
                  {s.name.charAt(0)}
                </Avatar>
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  {name(s)}
                  <Text size="sm" c="dimmed">
                    {owner(s)}
                  </Text>
                  <Group gap={6}>
                    <Badge variant="outline" size="sm">
                      {planLabel(s.subscription.plan)}
                    </Badge>
                    <ShopStatus shop={s} />
                  </Group>
                </Stack>
              </Group>
            }
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {plural(s.counts.products, 'produit')} · {plural(s.counts.orders, 'commande')}
              </Text>
              <StorefrontLink slug={s.slug} />
            </Group>
          </ListCard>
        )}
      />
    </>
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
              <Figure label="Livré (CA)" value={formatMoney(s.figures.deliveredRevenue, '0 F CFA')} />
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
                  <SubscriptionStatusActions sub={{ ...current, allowedStatuses: allowedFor(current.status) }} />
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
