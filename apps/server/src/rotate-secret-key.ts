import { loadConfig } from './config.ts';
import { DatabaseLockedError, openDatabase } from './db/client.ts';
import { SecretKeyMismatchError } from './db/secret-key-check.ts';
import { rotateSecretKey, SecretKeyRotationError } from './secret-key-rotation.ts';

/**
 * `npm run rotate-secret-key`: re-seals the database's secrets under NEW_SECRET_KEY (docs/OPERATIONS.md,
 * "Rotating SECRET_KEY"). Reads the same settings as the server (DATABASE_URL or DATA_DIR, SECRET_KEY = the key
 * in use) with every server process stopped.
 */
async function main() {
  const env = process.env;
  if (!env.SECRET_KEY) throw new SecretKeyRotationError('Set SECRET_KEY to the key in use (the one the servers ran with).');
  const newKey = env.NEW_SECRET_KEY ?? '';
  if (newKey.length < 32) throw new SecretKeyRotationError('Set NEW_SECRET_KEY to the new key (at least 32 characters).');
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await rotateSecretKey(database, { oldKey: config.secretKey, newKey, force: process.argv.includes('--force') });
    for (const { what, count } of report.resealed) console.log(`  re-sealed ${count} ${what}`);
    console.log('\nSECRET_KEY rotated. Start every server process with SECRET_KEY set to the new key.\n');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const known = [SecretKeyRotationError, SecretKeyMismatchError, DatabaseLockedError].some((kind) => err instanceof kind);
  if (known || (err instanceof Error && err.message.startsWith('Invalid configuration'))) console.error(`\n${err.message}\n`);
  else console.error(err);
  process.exit(1);
});
