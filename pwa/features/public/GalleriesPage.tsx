import { Card, Container, SimpleGrid, Text } from '@mantine/core';
import { LazyImage } from './LazyImage';
import { PageHero } from './PageHero';

/** Examples of what merchants build; pictures load lazily and fall back to the placeholder. */
const SHOWCASE = [
  {
    title: 'Mode et pagnes',
    text: 'Collections de wax, bazin et faso dan fani présentées par tissu et par taille.',
    src: '/assets/images/galerie-mode.webp',
  },
  {
    title: 'Ateliers de couture',
    text: 'Modèles sur mesure, prise de mesures et suivi des commandes clients.',
    src: '/assets/images/galerie-couture.webp',
  },
  {
    title: 'Cosmétiques naturels',
    text: 'Beurre de karité, savons et huiles avec variantes de contenance.',
    src: '/assets/images/galerie-cosmetiques.webp',
  },
  {
    title: 'Artisanat',
    text: 'Bronzes, vanneries et maroquinerie, avec photos détaillées de chaque pièce.',
    src: '/assets/images/galerie-artisanat.webp',
  },
  {
    title: 'Épicerie fine',
    text: 'Produits locaux, stock suivi et commandes livrées en ville.',
    src: '/assets/images/galerie-epicerie.webp',
  },
  {
    title: 'Accessoires',
    text: 'Sacs, bijoux et chaussures organisés par catégories.',
    src: '/assets/images/galerie-accessoires.webp',
  },
];

export function GalleriesPage() {
  return (
    <>
      <PageHero title="Galeries">Quelques exemples de boutiques que vous pouvez créer avec Boutique.</PageHero>
      <Container size="lg" pb={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {SHOWCASE.map((item) => (
            <Card key={item.title} withBorder padding="md">
              <Card.Section>
                <LazyImage src={item.src} alt={item.title} h={180} />
              </Card.Section>
              <Text fw={700} mt="sm">
                {item.title}
              </Text>
              <Text size="sm" c="dimmed">
                {item.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
