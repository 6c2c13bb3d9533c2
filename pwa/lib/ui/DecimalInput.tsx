import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A number typed as text (prices, rates, limits): the phone's numeric keypad, and a French decimal comma becomes the
 * point the shared schemas read ('1500,50' → '1500.50'), so the merchant never sees 'Uniquement des nombres ou des
 * décimales' for typing the way she writes. `integer` asks for digits only (stock, limits, discount rate).
 * The value stays text: the shared valibot schema checks and converts it, with its French messages.
 */
export function DecimalInput({
  integer = false,
  onChange,
  ...props
}: Omit<TextInputProps, 'onChange' | 'inputMode'> & { integer?: boolean; onChange?: (value: string) => void }) {
  return (
    <TextInput
      {...props}
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      onChange={(e) => onChange?.(integer ? e.currentTarget.value : e.currentTarget.value.replace(',', '.'))}
    />
  );
}
