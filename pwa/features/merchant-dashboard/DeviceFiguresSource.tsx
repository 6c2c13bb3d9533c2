import { useEffect } from 'react';
import { useDeviceFigures } from './device-figures';

export type DeviceFiguresState = ReturnType<typeof useDeviceFigures>;

/**
 * The figures counted on the device, handed to the dashboard. Its own file, loaded with `import()`: it brings Dexie
 * and the sync runtime, which the server's figures do not need (the dashboard's first load).
 */
export default function DeviceFiguresSource({ onChange }: { onChange: (state: DeviceFiguresState) => void }) {
  const state = useDeviceFigures();
  const { use, figures } = state;
  useEffect(() => onChange({ use, figures }), [use, figures, onChange]);
  return null;
}
