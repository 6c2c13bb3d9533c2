import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { parseFrenchDate } from '../french-date';

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string;
  onChange: (isoDay: string) => void;
};

/**
 * A date field in French (« 24/12/2026 », calendar in French, weeks from Monday) whatever the device's language.
 * Its value is the ISO day « YYYY-MM-DD » ('' when empty), like the native date input it replaces. Loaded by
 * lib/ui/DateField.tsx once the screen is drawn.
 */
export default function DateFieldInput({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
      <DateInput
        placeholder="jj/mm/aaaa"
        leftSection={<IconCalendar size={16} />}
        clearable
        {...props}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        valueFormat="DD/MM/YYYY"
        dateParser={parseFrenchDate}
      />
    </DatesProvider>
  );
}
