import type { MonthPickerInputProps } from '@mantine/dates';

/** A month field's props (MonthField, the light stand-in, and MonthFieldInput, the real picker, both take them). */
export type MonthFieldProps = Omit<MonthPickerInputProps, 'value' | 'onChange' | 'valueFormat' | 'type'> & {
  /** « YYYY-MM » */
  value: string;
  onChange: (month: string) => void;
};
