import { useState } from 'react';
import { Box, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type * as CsvCode from '../csv';

type CsvModule = typeof CsvCode;

/**
 * « Exporter (CSV) »: builds the file from what the device holds (works offline) and saves it. The CSV code (lib/csv.ts,
 * papaparse) is fetched on the tap, not with the list (a screen's first load ≤ 250 KB); `build` receives it.
 */
export function CsvExportButton({
  what,
  build,
  label = 'Exporter (CSV)',
}: {
  /** the file name's start, e.g. 'commandes' */
  what: string;
  build: (csv: CsvModule) => Promise<string>;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      data-testid={`export-${what}`}
      aria-label={label}
      onClick={() => {
        setBusy(true);
        import('../csv')
          .then(async (csv) => csv.downloadCsv(csv.csvFileName(what), await build(csv)))
          .catch((err: unknown) =>
            notifications.show({
              color: 'red',
              message: `Export impossible : ${err instanceof Error ? err.message : err}`,
            }),
          )
          .finally(() => setBusy(false));
      }}
    >
      {/* On a phone « Exporter » alone: it fits beside the screen's main button, and the list starts one row higher. */}
      <Box component="span" visibleFrom="xs">
        {label}
      </Box>
      <Box component="span" hiddenFrom="xs">
        Exporter
      </Box>
    </Button>
  );
}
