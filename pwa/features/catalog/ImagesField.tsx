import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Input, Progress, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { PRODUCT_IMAGES_MAX } from '#shared/schemas/catalog';
import { compressProductImage, PRODUCT_IMAGE_ACCEPT } from './compress-image';
import { IMAGES_FIELD_DESCRIPTION, newKey, type ImageItem } from './product-form';
import { IMAGE_GRID_STYLE, ImageTile } from './ImageTile';

// Drag-and-drop (@dnd-kit) is fetched only when there is something to reorder: two pictures or more.
const SortableImages = lazy(() => import('./SortableImages'));
import { plural } from '../../lib/plural';

interface Props {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  error?: string;
  required?: boolean;
  /** Upload progress (0..1) while the pictures are sent, else null. */
  progress: number | null;
  disabled?: boolean;
  /** Opened to work on the pictures (the atelier's « images » link): scroll to this field and focus its button. */
  focusOnOpen?: boolean;
}

/**
 * The product's pictures: added from the device (compressed there first), reordered by dragging (or with the
 * keyboard), the first one being the main picture ('Principale'); the star moves a picture first.
 */
export function ImagesField({ items, onChange, error, required, progress, disabled, focusOnOpen }: Props) {
  const fieldRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    fieldRef.current?.scrollIntoView({ block: 'start' });
    // Without scrolling again: the field's label stays in view above the button.
    addRef.current?.focus({ preventScroll: true });
    // Only when the form opens: a later render must not pull the page back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [compressing, setCompressing] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const room = PRODUCT_IMAGES_MAX - items.length;

  const add = async (files: File[]) => {
    if (!files.length) return;
    const accepted = files.slice(0, Math.max(0, room));
    const refused: string[] = [];
    if (files.length > accepted.length)
      refused.push(
        `${PRODUCT_IMAGES_MAX} photos au maximum par produit : ${plural(files.length - accepted.length, 'ignorée')}.`,
      );
    setCompressing((n) => n + accepted.length);
    const added: ImageItem[] = [];
    for (const file of accepted) {
      try {
        const small = await compressProductImage(file);
        added.push({ key: newKey('img'), kind: 'new', file: small, preview: URL.createObjectURL(small) });
      } catch (e) {
        refused.push(`${file.name} : ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        setCompressing((n) => n - 1);
      }
    }
    setProblems(refused);
    if (added.length) onChange([...items, ...added]);
  };

  // Until @dnd-kit is needed and loaded, the same grid without dragging.
  const plain = (
    <Box mt="xs" style={IMAGE_GRID_STYLE} data-testid="product-images">
      {items.map((item, index) => (
        <ImageTile
          key={item.key}
          item={item}
          main={index === 0}
          onMain={() => onChange([item, ...items.filter((i) => i.key !== item.key)])}
          onRemove={() => onChange(items.filter((i) => i.key !== item.key))}
        />
      ))}
    </Box>
  );

  return (
    <Input.Wrapper
      ref={fieldRef}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))' }}
      label="Photos"
      required={required}
      description={IMAGES_FIELD_DESCRIPTION}
      error={error}
    >
      {items.length >= 2 ? (
        <Suspense fallback={plain}>
          <SortableImages items={items} onChange={onChange} disabled={disabled} />
        </Suspense>
      ) : (
        plain
      )}
      <Group mt="xs" gap="sm">
        <FileButton onChange={(files) => void add(files)} accept={PRODUCT_IMAGE_ACCEPT} multiple disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              ref={addRef}
              variant="light"
              leftSection={<IconPhotoPlus size={16} />}
              disabled={disabled || room <= 0}
              loading={compressing > 0}
              data-testid="add-images"
            >
              Ajouter des photos
            </Button>
          )}
        </FileButton>
        {compressing > 0 && (
          <Text size="sm" c="dimmed">
            Compression sur l'appareil…
          </Text>
        )}
      </Group>
      {problems.map((p) => (
        <Text key={p} size="sm" c="red" mt={4}>
          {p}
        </Text>
      ))}
      {progress !== null && (
        <Box mt="xs">
          <Text size="sm">Envoi des photos… {Math.round(progress * 100)} %</Text>
          <Progress value={progress * 100} animated aria-label="Envoi des photos" />
        </Box>
      )}
    </Input.Wrapper>
  );
}
