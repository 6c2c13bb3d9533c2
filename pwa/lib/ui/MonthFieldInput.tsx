import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { MonthFieldProps } from './month-field-props';

/** A month picked in French (« novembre 2026 »); its value is « YYYY-MM ». Loaded by lib/ui/MonthField.tsx. */
export default function MonthFieldInput({ value, onChange, ...props }: MonthFieldProps) {
  return (
    <DatesProvider settings={{ locale: 'fr' }}>
      <MonthPickerInput
        leftSection={<IconCalendar size={16} />}
        {...props}
        value={`${value}-01`}
        onChange={(v) => v && onChange(v.slice(0, 7))}
        valueFormat="MMMM YYYY"
      />
    </DatesProvider>
  );
}
