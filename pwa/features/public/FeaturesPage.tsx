import { Button, Card, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FEATURES } from './feature-list';
import { PageHero } from './PageHero';

export function FeaturesPage() {
  return (
    <>
      <PageHero title="Fonctionnalités">
        Une boutique en ligne, un carnet de commandes et un fichier clients dans une seule application, qui continue de
        fonctionner sans connexion.
      </PageHero>
      <Container size="lg" pb={48}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {FEATURES.map((f) => (
            <Card key={f.title} withBorder padding="lg">
              <Text fw={700} size="lg">
                {f.title}
              </Text>
              <Text c="dimmed" mt={6}>
                {f.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="center" mt={40}>
          <Button component={Link} to="/auth/signup" size="md">
            Essayer gratuitement
          </Button>
        </Group>
      </Container>
    </>
  );
}
