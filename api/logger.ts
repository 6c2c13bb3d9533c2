import type { AppConfig } from './config';
import type { Logger } from './context';

export function createLogger(level: AppConfig['logLevel']): Logger {
  return {
    info: (msg) => {
      if (level === 'info') console.log(`[boutique] ${msg}`);
    },
    error: (msg, err) => {
      if (level !== 'silent') console.error(`[boutique] ${msg}`, err ?? '');
    },
  };
}
