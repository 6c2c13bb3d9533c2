import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { ActionIcon, Badge, Box, Group } from '@mantine/core';
import { Tooltip } from '../../lib/ui/LazyTooltip';
import { IconGripVertical, IconStar, IconStarFilled, IconX } from '@tabler/icons-react';
import type { ImageItem } from './product-form';

export interface ImageTileProps {
  item: ImageItem;
  main: boolean;
  onMain: () => void;
  onRemove: () => void;
  /** Set by the drag-and-drop grid (SortableImages): the tile's node, its moving style and its drag handle. */
  tileRef?: Ref<HTMLDivElement>;
  moving?: CSSProperties;
  handle?: HTMLAttributes<HTMLDivElement>;
}

/** One product picture of the form: the main one framed, a star to make another main, a cross to remove it. */
export function ImageTile({ item, main, onMain, onRemove, tileRef, moving, handle }: ImageTileProps) {
  return (
    <Box
      ref={tileRef}
      pos="relative"
      style={{
        border: main ? '2px solid var(--mantine-color-teal-6)' : '1px solid var(--mantine-color-gray-4)',
        borderRadius: 8,
        overflow: 'hidden',
        background: 'var(--mantine-color-body)',
        ...moving,
      }}
      data-testid="product-image"
    >
      <Box {...handle} style={{ cursor: 'grab', touchAction: 'none' }} aria-label="Déplacer la photo">
        {/* A plain picture, not Mantine's Image: the field loads without Mantine's later hooks. */}
        <Box
          component="img"
          src={item.preview}
          alt=""
          h={120}
          w="100%"
          display="block"
          style={{ objectFit: 'cover' }}
        />
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

/** The pictures' grid. */
export const IMAGE_GRID_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: 8,
};
