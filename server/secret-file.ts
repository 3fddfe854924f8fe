import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A secret the sandbox makes on its first start and keeps in `DATA_DIR` (the realm's keys, the
 * Web Push keys), so a restart changes nothing a browser holds: read when the file is there,
 * else made and written. Two processes starting on one data dir agree: the file is created
 * exclusively ('wx'), and the one that loses reads the winner's.
 */
export interface SecretFile<T> {
  dataDir: string;
  file: string;
  /** What the file's JSON must look like; anything else is refused, never overwritten. */
  isValid: (value: unknown) => value is T;
  create: () => T | Promise<T>;
  /** What the file holds, for the error: "…is not a valid {what} file". */
  what: string;
}

async function readSecret<T>(path: string, spec: SecretFile<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!spec.isValid(parsed)) throw new Error(`${path} is not a valid ${spec.what} file: delete it to create new keys`);
  return parsed;
}

export async function loadOrCreateSecret<T>(spec: SecretFile<T>): Promise<T> {
  const path = join(spec.dataDir, spec.file);
  const existing = await readSecret(path, spec);
  if (existing) return existing;
  await mkdir(spec.dataDir, { recursive: true });
  const created = await spec.create();
  try {
    await writeFile(path, `${JSON.stringify(created, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(path, spec);
    if (!winner) throw error;
    return winner;
  }
}
