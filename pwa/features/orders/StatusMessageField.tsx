import { Textarea } from '@mantine/core';

/**
 * « Message au client » of a status change: shown once the merchant picked the new status (a message goes with a
 * change), and fetched then, so the order page's first load does not carry the text area.
 */
export default function StatusMessageField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Textarea
      label="Message au client"
      description="Envoyé par e-mail, ou par SMS s’il n’a pas d’e-mail."
      autosize
      minRows={2}
      maxLength={1000}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
