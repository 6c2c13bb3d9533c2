// The catalogue import's dialog (pwa/features/catalog/CatalogCsv.tsx), fetched on the tap of « Importer (CSV) ».
import { useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { CatalogImportJson, CatalogImportLine } from '#shared/catalog-csv';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { Modal } from '../../lib/ui/LazyModal';
import { useOnline } from '../../lib/online';
import { afterCatalogWrite } from './queries';
import { plural } from '../../lib/plural';

const ACTION_LABELS: Record<CatalogImportLine['action'], string> = {
  create: 'À créer',
  update: 'À modifier',
  unchanged: 'Inchangé',
  error: 'Erreur',
};
const ACTION_COLORS: Record<CatalogImportLine['action'], string> = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  error: 'red',
};

/** Reads a file on the device, shows the server's preview, imports on confirmation (nothing written before). */
export function CatalogImportModal({ onClose }: { onClose: () => void }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<Record<string, string>[] | null>(null);
  const [preview, setPreview] = useState<CatalogImportJson | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = (body: { rows: Record<string, string>[]; confirm: boolean }) =>
    apiFetch<{ data: CatalogImportJson; message?: string }>('/api/catalog/import', { method: 'POST', body });

  const read = async (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    setPreview(null);
    setProblem(null);
    // The CSV reader (papaparse) comes with the first file read, not with the list.
    const { parseCsv } = await import('../../lib/csv');
    const parsed = parseCsv(await file.text());
    if (parsed.errors.length) {
      setProblem(`Le fichier n'a pas pu être lu : ${parsed.errors.slice(0, 3).join(' ; ')}`);
      return;
    }
    setRows(parsed.rows);
    setBusy(true);
    try {
      setPreview((await send({ rows: parsed.rows, confirm: false })).data);
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!rows) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await send({ rows, confirm: true });
      notifications.show({
        color: 'teal',
        message: `Catalogue importé : ${plural(answer.data.summary.create, 'produit créé', 'produits créés')}, ${plural(answer.data.summary.update, 'modifié')}.`,
      });
      await afterCatalogWrite(queryClient);
      onClose();
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const shown = preview?.lines.filter((l) => l.action !== 'unchanged') ?? [];
  const blocked = !preview || preview.summary.errors > 0 || Boolean(preview.message);
  const writes = preview ? preview.summary.create + preview.summary.update : 0;

  return (
    <Modal opened onClose={onClose} title="Importer un catalogue (CSV)" size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          Une ligne par produit, puis une ligne par variante en dessous. La « Référence » est votre code article (ou
          celle d'un export) : une référence déjà connue met ce produit à jour, une nouvelle crée le produit avec cette
          référence, une ligne sans référence crée un produit. Partez d'un export pour avoir les bonnes colonnes. Rien
          n'est enregistré avant votre confirmation.
        </Text>
        {!online && (
          <Alert color="orange" icon={<IconWifiOff size={18} />} title="Réseau nécessaire">
            L'import vérifie et enregistre le fichier en ligne : connectez-vous à Internet pour importer.
          </Alert>
        )}
        <Group>
          <FileButton onChange={(f) => void read(f)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} disabled={!online || busy} data-testid="import-pick">
                Choisir un fichier CSV
              </Button>
            )}
          </FileButton>
          {fileName && <Text size="sm">{fileName}</Text>}
        </Group>
        {problem && (
          <Alert color="red" data-testid="import-problem">
            {problem}
          </Alert>
        )}
        {busy && !preview && <Text c="dimmed">Vérification du fichier…</Text>}
        {preview && (
          <Stack gap="xs" data-testid="import-preview">
            <Group gap="xs">
              <Badge color="teal" variant="light">
                {preview.summary.create} à créer
              </Badge>
              <Badge color="blue" variant="light">
                {preview.summary.update} à modifier
              </Badge>
              <Badge color="gray" variant="light">
                {plural(preview.summary.unchanged, 'inchangé')}
              </Badge>
              <Badge color="red" variant="light">
                {plural(preview.summary.errors, 'erreur')}
              </Badge>
            </Group>
            {preview.newCategories.length > 0 && (
              <Text size="sm">Nouvelles catégories : {preview.newCategories.join(', ')}</Text>
            )}
            {preview.message && <Alert color="red">{preview.message}</Alert>}
            {shown.length > 0 && (
              <Table.ScrollContainer minWidth={360} mah={420}>
                <Table verticalSpacing={4} striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={60}>Ligne</Table.Th>
                      <Table.Th>Produit</Table.Th>
                      <Table.Th>Détail</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((l) => (
                      <Table.Tr key={l.line} data-testid={`import-line-${l.line}`}>
                        <Table.Td>{l.line}</Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {l.name || '—'}
                            {l.kind === 'variant' ? ' (variante)' : ''}
                          </Text>
                          <Badge size="xs" color={ACTION_COLORS[l.action]} variant="light">
                            {ACTION_LABELS[l.action]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {(l.errors.length ? l.errors : l.changes).map((m) => (
                            <Text key={m} size="sm" c={l.errors.length ? 'red.7' : undefined}>
                              {m}
                            </Text>
                          ))}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={blocked || writes === 0 || !online}
            loading={busy && !!preview}
          >
            {preview && preview.summary.errors > 0
              ? 'Corrigez les lignes en erreur'
              : `Importer ${writes} ligne${writes > 1 ? 's' : ''}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
