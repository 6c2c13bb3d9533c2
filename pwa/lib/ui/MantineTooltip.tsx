// Mantine's Tooltip as a chunk of its own, loaded when a pointer first rests on what it explains (lib/ui/LazyTooltip.tsx).
export { Tooltip as default } from '@mantine/core';
