// `npm run backup [-- <folder>]`: an online backup of the running product's data (database, uploads, secret).
// `npm run restore -- <folder>`: puts a backup back (server stopped); the storefronts are rebuilt on the next start.
import { loadConfig, ConfigError } from '../api/config';
import { backupPostgres, backupSqlite, defaultBackupFolder, restorePostgres, restoreSqlite } from '../api/ops/backup';

async function main() {
  const [command, folderArg] = process.argv.slice(2);
  const config = loadConfig();
  // The validated value (a wrong DATABASE_URL stops here with the config's French message), never the raw environment.
  const { databaseUrl } = config;
  if (command === 'backup') {
    const folder = folderArg ?? defaultBackupFolder(config.dataDir);
    const result = databaseUrl
      ? await backupPostgres(databaseUrl, config.dataDir, folder)
      : await backupSqlite(config.dataDir, folder);
    console.log(`Backup written to ${result.folder} (${(result.bytes / 1024 / 1024).toFixed(1)} MB).`);
  } else if (command === 'restore') {
    if (!folderArg) throw new Error('Usage: npm run restore -- <backup folder>');
    if (databaseUrl) {
      await restorePostgres(folderArg, databaseUrl, config.dataDir);
      console.log(`Restored ${folderArg} into the PostgreSQL database of DATABASE_URL.`);
    } else {
      const { keptAside } = restoreSqlite(folderArg, config.dataDir);
      console.log(`Restored ${folderArg} into ${config.dataDir}.`);
      if (keptAside) console.log(`The data that was there is kept in ${keptAside}.`);
    }
    console.log('Start the product (npm start): every storefront is republished from the restored data.');
  } else {
    throw new Error('Usage: tsx scripts/backup.ts backup|restore [folder]');
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
