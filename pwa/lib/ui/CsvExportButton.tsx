import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { csvFileName, downloadCsv } from '../csv';

/** « Exporter (CSV) »: builds the file from what the device holds (works offline) and saves it. */
export function CsvExportButton({
  what,
  build,
  label = 'Exporter (CSV)',
}: {
  /** the file name's start, e.g. 'commandes' */
  what: string;
  build: () => Promise<string>;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      data-testid={`export-${what}`}
      onClick={() => {
        setBusy(true);
        build()
          .then((csv) => downloadCsv(csvFileName(what), csv))
          .catch((err: unknown) =>
            notifications.show({
              color: 'red',
              message: `Export impossible : ${err instanceof Error ? err.message : err}`,
            }),
          )
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
