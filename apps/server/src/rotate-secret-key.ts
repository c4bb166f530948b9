import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { DatabaseLockedError, openDatabase } from './db/client.ts';
import { SecretKeyMismatchError } from './db/secret-key-check.ts';
import { rotateSecretKey, SecretKeyRotationError } from './secret-key-rotation.ts';

/**
 * `npm run rotate-secret-key`: re-seals the database's secrets under NEW_SECRET_KEY (docs/OPERATIONS.md,
 * "Rotating SECRET_KEY"). Reads the same settings as the server (DATABASE_URL or DATA_DIR, SECRET_KEY = the key
 * in use) with every server process stopped. It never creates or migrates a database: it works on the one the
 * servers use, or refuses.
 */
async function main() {
  const env = process.env;
  if (!env.SECRET_KEY) throw new SecretKeyRotationError('Set SECRET_KEY to the key in use (the one the servers ran with).');
  const newKey = env.NEW_SECRET_KEY ?? '';
  if (newKey.length < 32) throw new SecretKeyRotationError('Set NEW_SECRET_KEY to the new key (at least 32 characters).');
  const config = loadConfig(env);
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'))) {
    throw new SecretKeyRotationError(
      `There is no embedded database in ${config.dataDir}. Set DATABASE_URL (PostgreSQL) or DATA_DIR to the servers' database.`,
    );
  }
  console.log(`\n  Rotating SECRET_KEY of ${describeDatabase(config.databaseUrl, config.dataDir)}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    const report = await rotateSecretKey(database, { oldKey: config.secretKey, newKey, force: process.argv.includes('--force') });
    for (const { what, count } of report.resealed) console.log(`  re-sealed ${count} ${what}`);
  } finally {
    await database.close();
  }
  const keyFile = join(config.dataDir, 'secret.key');
  // a server started without SECRET_KEY reads its key from this file: it gets the new key there too
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8').trim() === config.secretKey) {
    writeFileSync(`${keyFile}.new`, newKey, { mode: 0o600 });
    renameSync(`${keyFile}.new`, keyFile);
    console.log(`  wrote the new key to ${keyFile}`);
  }
  console.log('\nSECRET_KEY rotated. Start every server process with SECRET_KEY set to the new key.\n');
}

/** Where the rotation writes, without the password. */
function describeDatabase(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `the embedded database in ${dataDir}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL database ${url.pathname.slice(1)} on ${url.hostname}:${url.port || 5432}`;
}

main().catch((err) => {
  const known = [SecretKeyRotationError, SecretKeyMismatchError, DatabaseLockedError].some((kind) => err instanceof kind);
  if (known || (err instanceof Error && err.message.startsWith('Invalid configuration'))) console.error(`\n${err.message}\n`);
  else console.error(err);
  process.exit(1);
});
