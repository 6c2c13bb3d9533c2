import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHero } from './PageHero';

const VALUES = [
  {
    title: 'Accessible',
    text: 'Une formule gratuite pour démarrer, des prix en F CFA et une application qui tient sur un petit téléphone.',
  },
  {
    title: 'Fiable hors connexion',
    text: "Les coupures de réseau font partie du quotidien : Boutique enregistre tout sur l'appareil et synchronise ensuite.",
  },
  {
    title: 'Sûre',
    text: 'Vos données et celles de vos clients sont protégées ; chaque boutique ne voit que ses propres informations.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHero title="À propos de Boutique">
        Nous aidons les commerçants, créateurs et couturiers d'Afrique de l'Ouest à vendre en ligne, simplement.
      </PageHero>
      <Container size="md" pb={48}>
        <Stack gap="md">
          <Text>
            Boutique est né d'un constat : beaucoup de commerçants vendent déjà sur WhatsApp et Facebook, mais perdent
            du temps à envoyer des photos, noter les commandes sur papier et retrouver les mesures de leurs clients.
            Nous avons conçu un outil qui réunit tout cela : une vitrine en ligne à partager, un carnet de commandes et
            un fichier clients, en français et adapté aux réseaux mobiles de la région.
          </Text>
          <Text>
            Basée à Ouagadougou, notre équipe accompagne chaque jour des boutiques de mode, d'artisanat, de cosmétiques
            et des ateliers de couture au Burkina Faso, en Côte d'Ivoire, au Mali, au Sénégal et au-delà.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt={40} spacing="lg">
          {VALUES.map((v) => (
            <Stack key={v.title} gap={4}>
              <Title order={3} size="h4">
                {v.title}
              </Title>
              <Text size="sm" c="dimmed">
                {v.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
