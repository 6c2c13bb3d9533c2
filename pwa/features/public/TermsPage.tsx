import { Container, Stack, Text, Title } from '@mantine/core';
import { PageHero } from './PageHero';

const SECTIONS = [
  {
    title: '1. Objet',
    text: "Les présentes conditions régissent l'utilisation de la plateforme Boutique, qui permet à un commerçant de créer une boutique en ligne, de gérer ses produits, ses commandes et ses clients.",
  },
  {
    title: '2. Compte',
    text: "L'inscription se fait avec une adresse email ou un numéro de téléphone. Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité réalisée depuis votre compte.",
  },
  {
    title: '3. Abonnements',
    text: "Boutique propose une formule gratuite et des formules payantes (Starter, Premium, Entreprise). Un abonnement expiré limite l'accès aux fonctions payantes ; un compte suspendu pour manquement aux présentes conditions est bloqué jusqu'à régularisation auprès du support.",
  },
  {
    title: '4. Contenus',
    text: 'Vous restez propriétaire des textes et images publiés dans votre boutique et garantissez disposer des droits nécessaires. Les contenus illicites, trompeurs ou contrefaits sont interdits et peuvent être retirés sans préavis.',
  },
  {
    title: '5. Commandes et relation client',
    text: "Le commerçant est seul responsable des produits vendus, de leur livraison et du service après-vente. Boutique fournit l'outil et n'est pas partie aux ventes.",
  },
  {
    title: '6. Données personnelles',
    text: "Les données de vos clients ne sont utilisées que pour le fonctionnement de votre boutique. Chaque boutique n'accède qu'à ses propres données. Vous pouvez demander l'export ou la suppression de vos données à tout moment.",
  },
  {
    title: '7. Disponibilité',
    text: "Nous faisons nos meilleurs efforts pour assurer l'accès au service. L'application continue de fonctionner hors connexion et synchronise vos données au retour du réseau.",
  },
  { title: '8. Contact', text: 'Pour toute question relative aux présentes conditions, utilisez la page Contact.' },
];

export function TermsPage() {
  return (
    <>
      <PageHero title="Conditions d'utilisation">Dernière mise à jour : novembre 2026.</PageHero>
      <Container size="md" pb={48}>
        <Stack gap="lg">
          {SECTIONS.map((s) => (
            <div key={s.title}>
              <Title order={2} size="h4">
                {s.title}
              </Title>
              <Text mt={4}>{s.text}</Text>
            </div>
          ))}
        </Stack>
      </Container>
    </>
  );
}
