import { Button, CopyButton, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';

/**
 * The store's product feed (catalogue.xml, republished with the storefront): its address to copy, and where to paste
 * it so her products appear in her WhatsApp Business catalogue, her Facebook/Instagram shop and Google Shopping.
 */
export function CatalogueFeedCard({ feedUrl }: { feedUrl: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Catalogue pour WhatsApp, Facebook, Instagram et Google
        </Title>
        <Text size="sm" c="dimmed">
          Vos produits publiés, avec leurs prix, promotions et stock, à jour à chaque publication.
        </Text>
        <TextInput
          label="Adresse du catalogue"
          value={feedUrl}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          data-testid="feed-url"
        />
        <CopyButton value={feedUrl}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy} style={{ alignSelf: 'start' }}>
              {copied ? 'Adresse copiée' : 'Copier'}
            </Button>
          )}
        </CopyButton>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            <strong>Meta Commerce Manager</strong> (Facebook et Instagram) : Catalogue › Sources de données › Ajouter
            des articles › Flux de données, collez l’adresse et choisissez une mise à jour chaque jour.
          </List.Item>
          <List.Item>
            <strong>WhatsApp Business</strong> : dans Meta Commerce Manager, reliez ce catalogue à votre compte WhatsApp
            Business (Paramètres › Comptes WhatsApp) ; vos produits apparaissent dans votre catalogue WhatsApp.
          </List.Item>
          <List.Item>
            <strong>Google Merchant Center</strong> : Produits › Ajouter des produits › Ajouter un fichier à partir
            d’une URL, collez l’adresse et choisissez une récupération quotidienne.
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
