import { Select } from '@mantine/core';
import { PHONE_CODES } from '#shared/reference/phone-codes';

const OPTIONS = PHONE_CODES.map((p) => ({ value: p.country, label: p.label }));

/** Country-code selector (loaded on demand: it carries every country's calling code). */
export default function PhoneCountrySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (country: string, callingCode: string) => void;
}) {
  return (
    <Select
      label="Indicatif"
      data={OPTIONS}
      value={value}
      searchable
      allowDeselect={false}
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      w={150}
      onChange={(country) => {
        const code = PHONE_CODES.find((p) => p.country === country);
        if (code) onChange(code.country, code.callingCode);
      }}
    />
  );
}
