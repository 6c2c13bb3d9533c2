import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** Footer columns (spec section 2). Only the four real links navigate; the others are placeholders ('#'). */
interface FooterLink {
  label: string;
  to?: string;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Entreprise',
    links: [
      { label: 'Fonctionnalités', to: '/fonctionalite' },
      { label: 'Boutiques', to: '/store' },
      { label: 'Tarifs', to: '/tarifs' },
      { label: 'Nous contacter', to: '/contact-us' },
    ],
  },
  {
    title: 'Ressources',
    links: [
      { label: 'Contact' },
      { label: "Centre d'aide" },
      { label: 'Développeurs' },
      { label: 'Blog' },
      { label: 'Presse' },
      { label: 'FAQ' },
      { label: 'Apprendre le e-commerce' },
    ],
  },
  {
    title: 'Communauté',
    links: [
      { label: 'Portail partenaires' },
      { label: "Programme d'affiliation" },
      { label: 'Ambassadeurs' },
      { label: 'Récompenses' },
      { label: 'Experts en vente' },
    ],
  },
  {
    title: 'Conditions',
    links: [{ label: "Conditions d'utilisation" }, { label: 'Politique de confidentialité' }, { label: 'Cookies' }],
  },
];

const SOCIALS: { label: string; icon: ReactNode }[] = [
  { label: 'Facebook', icon: <IconBrandFacebook size={18} /> },
  { label: 'Instagram', icon: <IconBrandInstagram size={18} /> },
  { label: 'YouTube', icon: <IconBrandYoutube size={18} /> },
  { label: 'TikTok', icon: <IconBrandTiktok size={18} /> },
  { label: 'LinkedIn', icon: <IconBrandLinkedin size={18} /> },
];

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xl">
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="dimmed">
              La boutique en ligne des commerçants et couturiers d'Afrique de l'Ouest. Vendre plus, en toute securité.
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={6} component="nav" aria-label={column.title}>
              <Title order={3} size="sm">
                {column.title}
              </Title>
              {column.links.map((link) =>
                link.to ? (
                  <Anchor key={link.label} component={Link} to={link.to} size="sm" c="dimmed">
                    {link.label}
                  </Anchor>
                ) : (
                  <Anchor key={link.label} href="#" size="sm" c="dimmed">
                    {link.label}
                  </Anchor>
                ),
              )}
            </Stack>
          ))}
        </SimpleGrid>
        <Group
          justify="space-between"
          mt="xl"
          pt="md"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" c="dimmed" data-testid="copyright">
            © {year} Boutique. Tous droits réservés.
          </Text>
          <Group gap="xs">
            {SOCIALS.map((s) => (
              <ActionIcon
                key={s.label}
                component="a"
                href="#"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={s.label}
              >
                {s.icon}
              </ActionIcon>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
