// Mantine's Modal as a chunk of its own, loaded on a dialog's first opening (lib/ui/LazyModal.tsx).
export { Modal as default } from '@mantine/core';
