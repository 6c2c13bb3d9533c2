import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { phoneText, useInternationalDigits } from '../store-calling-code';

/**
 * A customer's or a shopper's phone wherever the back-office shows it: the number is a `tel:` link (a tap calls) and
 * a WhatsApp link stands beside it (wa.me with the number in international digits, opened in a new tab or the app).
 * Both are 44 px targets on a phone or a tablet (pwa/app/touch-targets.css). A number too short to call shows as
 * text; no number shows `empty`.
 */
export function PhoneLinks({
  phone,
  empty = '—',
  size,
}: {
  phone: unknown;
  empty?: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  const shown = phoneText(phone);
  const digits = useInternationalDigits(shown);
  if (!shown) return <Text size={size}>{empty}</Text>;
  if (!digits) return <Text size={size}>{shown}</Text>;
  return (
    <Group gap={4} wrap="nowrap" component="span" data-testid="phone-links" style={{ display: 'inline-flex' }}>
      <Anchor
        href={`tel:+${digits}`}
        size={size}
        style={{ whiteSpace: 'nowrap' }}
        data-phone-call=""
        data-testid="phone-call"
      >
        {shown}
      </Anchor>
      <ActionIcon
        component="a"
        href={`https://wa.me/${digits}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color="green"
        size="lg"
        aria-label={`WhatsApp ${shown}`}
        data-testid="phone-whatsapp"
      >
        <IconBrandWhatsapp size={20} />
      </ActionIcon>
    </Group>
  );
}

/** « Téléphone » and the number's links, laid out like LabeledValue (a customer's file, an order). */
export function LabeledPhone({ phone, label = 'Téléphone' }: { phone: unknown; label?: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <PhoneLinks phone={phone} />
    </div>
  );
}
