import { Box } from '@mantine/core';
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
import { IMAGE_GRID_STYLE, ImageTile } from './ImageTile';
import type { ImageItem } from './product-form';

export interface SortableImagesProps {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  disabled?: boolean;
}

/**
 * The pictures, reordered by dragging (or with the keyboard). @dnd-kit is fetched with this file, only once the
 * product has two pictures or more (ImagesField): with one or none there is nothing to reorder.
 */
export default function SortableImages({ items, onChange, disabled }: SortableImagesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.key === active.id);
    const to = items.findIndex((i) => i.key === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(items, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.key)} strategy={rectSortingStrategy}>
        <Box mt="xs" style={IMAGE_GRID_STYLE} data-testid="product-images">
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
    <ImageTile
      item={item}
      main={main}
      onMain={onMain}
      onRemove={onRemove}
      tileRef={setNodeRef}
      moving={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.8 : 1,
      }}
      handle={{ ...attributes, ...listeners }}
    />
  );
}
