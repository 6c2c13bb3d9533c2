import type { AppConfig } from '../config';
import { bucketFiles } from './bucket-files';
import { diskFiles, type FileStore } from './files';

const byConfig = new WeakMap<AppConfig, FileStore>();

/** The file store of a configuration: its bucket when S3_BUCKET is set, DATA_DIR otherwise (one per config). */
export function filesOf(config: AppConfig): FileStore {
  let store = byConfig.get(config);
  if (!store) {
    store = config.s3 ? bucketFiles(config.s3, config.publicAssetsUrl) : diskFiles(config.dataDir);
    byConfig.set(config, store);
  }
  return store;
}
