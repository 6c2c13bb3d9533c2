import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconGripVertical, IconPhotoPlus, IconStar, IconStarFilled, IconX } from '@tabler/icons-react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PRODUCT_IMAGES_MAX } from '#shared/schemas/catalog';
import { compressProductImage, PRODUCT_IMAGE_ACCEPT } from './compress-image';
import { newKey, type ImageItem } from './product-form';
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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

  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.key === active.id);
    const to = items.findIndex((i) => i.key === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(items, from, to));
  };

  return (
    <Input.Wrapper
      ref={fieldRef}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))' }}
      label="Photos"
      required={required}
      description={`JPG, PNG ou GIF, 5 Mo au maximum, ${PRODUCT_IMAGES_MAX} photos au plus. Faites glisser pour changer l'ordre : la première est la photo principale.`}
      error={error}
    >
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((i) => i.key)} strategy={rectSortingStrategy}>
          <Box
            mt="xs"
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8 }}
            data-testid="product-images"
          >
            {items.map((item, index) => (
              <SortableImage
                key={item.key}
                item={item}
                main={index === 0}
                disabled={disabled}
                onMain={() => onChange([item, ...items.filter((i) => i.key !== item.key)])}
                onRemove={() => onChange(items.filter((i) => i.key !== item.key))}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
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

function SortableImage({
  item,
  main,
  disabled,
  onMain,
  onRemove,
}: {
  item: ImageItem;
  main: boolean;
  disabled?: boolean;
  onMain: () => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
    disabled,
  });
  return (
    <Box
      ref={setNodeRef}
      pos="relative"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.8 : 1,
        border: main ? '2px solid var(--mantine-color-teal-6)' : '1px solid var(--mantine-color-gray-4)',
        borderRadius: 8,
        overflow: 'hidden',
        background: 'var(--mantine-color-body)',
      }}
      data-testid="product-image"
    >
      <Box
        {...attributes}
        {...listeners}
        style={{ cursor: 'grab', touchAction: 'none' }}
        aria-label="Déplacer la photo"
      >
        <Image src={item.preview} alt="" h={120} fit="cover" />
      </Box>
      <Group justify="space-between" p={4} gap={2} wrap="nowrap">
        <IconGripVertical size={16} color="var(--mantine-color-gray-6)" aria-hidden />
        {main ? (
          <Badge size="xs" color="teal" leftSection={<IconStarFilled size={10} />}>
            Principale
          </Badge>
        ) : (
          <Tooltip label="Photo principale">
            <ActionIcon variant="subtle" size="sm" onClick={onMain} aria-label="Choisir comme photo principale">
              <IconStar size={14} />
            </ActionIcon>
          </Tooltip>
        )}
        <ActionIcon variant="subtle" color="red" size="sm" onClick={onRemove} aria-label="Retirer la photo">
          <IconX size={14} />
        </ActionIcon>
      </Group>
      {item.kind === 'new' && (
        <Badge size="xs" variant="filled" color="blue" pos="absolute" top={4} left={4}>
          Nouvelle
        </Badge>
      )}
    </Box>
  );
}
