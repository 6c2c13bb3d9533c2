import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy } from '@tabler/icons-react';
import { invitationText, type ReferralsDto } from '#shared/schemas/referral';
import { whatsappShareUrl } from './queries';

/** Her code and share link, with copy and WhatsApp buttons (both pages show it). */
export function ReferralCode({ data }: { data: ReferralsDto }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Votre code de parrainage : <span data-testid="referral-code">{data.code}</span>
        </Title>
        <Text size="sm" c="dimmed">
          Partagez ce lien : la commerçante qui s'inscrit avec lui apparaît dans votre liste de filleules.
        </Text>
        <TextInput label="Lien d'inscription" value={data.link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Group gap="xs">
          <CopyButton value={data.link}>
            {({ copied, copy }) => (
              <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
                {copied ? 'Lien copié' : 'Copier le lien'}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={whatsappShareUrl(invitationText(data.name, data.link))}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            leftSection={<IconBrandWhatsapp size={16} />}
          >
            Partager sur WhatsApp
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
