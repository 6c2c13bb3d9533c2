import { Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { ProductJson } from '#shared/schemas/catalog';
import { CsvExportButton } from '../../lib/ui/CsvExportButton';
import { lazyExport } from '../../lib/ui/lazy-export';

// The import's dialog (its table, the server's preview) and the CSV columns load on the tap, not with the list
// (a screen's first load ≤ 250 KB).
const ImportModal = lazyExport(() => import('./CatalogImportModal'), 'CatalogImportModal');

/** « Exporter (CSV) »: the catalogue on the device, products then their variants (works offline). */
export function CatalogExportButton({ products }: { products: readonly ProductJson[] | undefined }) {
  return (
    <CsvExportButton
      what="catalogue"
      build={async (csv) => {
        const { CATALOG_CSV_COLUMNS, CATALOG_CSV_FIELDS, catalogCsvRows } = await import('#shared/catalog-csv');
        return csv.toCsv(
          catalogCsvRows(products ?? []),
          CATALOG_CSV_FIELDS.map((f) => CATALOG_CSV_COLUMNS[f]),
        );
      }}
    />
  );
}

/**
 * « Importer (CSV) »: reads a file on the device, shows what each line would do (the server's preview: nothing is
 * written), and imports everything in one go only when the merchant confirms and no line is in error.
 */
export function CatalogImportButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
        Importer (CSV)
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportModal onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
