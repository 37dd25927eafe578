import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  jwtSecret: string;
  postgresPassword: string;
  encryptionKey: string;
}

/**
 * Secrets a local instance makes for itself on first run and keeps in DATA_DIR, so sessions
 * survive a restart without any configuration. Production sets them through the environment.
 */
export async function loadLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  const existing = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Partial<LocalSecrets>,
    () => ({}) as Partial<LocalSecrets>,
  );
  const secrets: LocalSecrets = {
    jwtSecret: existing.jwtSecret ?? randomBytes(48).toString('base64url'),
    postgresPassword: existing.postgresPassword ?? randomBytes(24).toString('base64url'),
    encryptionKey: existing.encryptionKey ?? randomBytes(32).toString('base64'),
  };
  if (JSON.stringify(existing) !== JSON.stringify(secrets)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
