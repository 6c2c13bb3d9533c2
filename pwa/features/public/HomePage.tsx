import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCloudOff, IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FEATURES } from './feature-list';
import { LazyImage } from './LazyImage';

const STEPS = [
  {
    icon: <IconBuildingStore size={22} />,
    title: '1. Créez votre compte',
    text: 'Inscription gratuite avec votre email ou votre numéro de téléphone.',
  },
  {
    icon: <IconShoppingCart size={22} />,
    title: '2. Ajoutez vos produits',
    text: 'Photos, prix en F CFA, tailles et couleurs : votre catalogue en quelques minutes.',
  },
  {
    icon: <IconCloudOff size={22} />,
    title: '3. Vendez partout',
    text: 'Partagez votre lien, recevez les commandes et gérez-les même hors connexion.',
  },
];

export function HomePage() {
  return (
    <>
      <Container size="lg" py={64}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg">
              Pensé pour l'Afrique de l'Ouest
            </Badge>
            <Title order={1} fz={{ base: 34, md: 46 }}>
              Vendre plus, en toute securité
            </Title>
            <Text size="lg" c="dimmed">
              Boutique permet aux commerçants, créateurs et couturiers de lancer leur boutique en ligne, de recevoir des
              commandes et de suivre leurs clients — depuis un téléphone, même quand le réseau coupe.
            </Text>
            <Group>
              <Button component={Link} to="/auth/signup" size="md">
                Créer ma boutique gratuitement
              </Button>
              <Button component={Link} to="/pricing" size="md" variant="default">
                Voir les tarifs
              </Button>
            </Group>
          </Stack>
          {/* Above the fold: loaded at once (it is the page's largest paint), still with the placeholder fallback. */}
          <LazyImage
            src="/icons/icon-512.png"
            alt="Aperçu de l'application Boutique"
            radius="lg"
            maw={360}
            mx="auto"
            loading="eager"
            width={360}
            height={360}
          />
        </SimpleGrid>
      </Container>

      <Container size="lg" py={32}>
        <Title order={2} ta="center" mb="xl">
          Comment ça marche ?
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {STEPS.map((step) => (
            <Card key={step.title} withBorder padding="lg">
              <ThemeIcon size="lg" variant="light" mb="sm">
                {step.icon}
              </ThemeIcon>
              <Text fw={700}>{step.title}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py={32}>
        <Title order={2} ta="center" mb="xl">
          Tout pour gérer votre commerce
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {FEATURES.slice(0, 4).map((f) => (
            <Stack key={f.title} gap={4}>
              <Text fw={700}>{f.title}</Text>
              <Text size="sm" c="dimmed">
                {f.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Button component={Link} to="/features" variant="light">
            Toutes les fonctionnalités
          </Button>
        </Group>
      </Container>
    </>
  );
}
