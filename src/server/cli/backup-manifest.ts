/**
 * manifest.json of a backup directory: what each file is, which kind of database it came from
 * and how many rows each table held, so a restore can refuse a mismatch and check its result.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../db/private-files.js';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_VERSION = 1;
export const AUTH_SECRET_FILE = 'auth-secret';

/** A plain name inside the backup directory: a manifest cannot point a restore elsewhere. */
const fileName = z
  .string()
  .regex(/^[\w.-]+$/, 'must be a file name inside the backup directory')
  .refine((name) => name !== '.' && name !== '..', 'must be a file name');

const databaseEntry = z.object({
  kind: z.enum(['sqlite', 'postgres']),
  file: fileName,
  bytes: z.number().int().min(0),
  rowCounts: z.record(z.string(), z.number().int().min(0)),
});

export const manifestSchema = z.object({
  format: z.literal('ritmo-backup'),
  version: z.literal(MANIFEST_VERSION),
  createdAt: z.iso.datetime(),
  databases: z.object({ data: databaseEntry, auth: databaseEntry }),
  authSecret: fileName.nullable(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type DatabaseEntry = z.infer<typeof databaseEntry>;
export type DatabaseRole = keyof BackupManifest['databases'];
export const DATABASE_ROLES: DatabaseRole[] = ['data', 'auth'];

export class BackupError extends Error {}

/** Reads and checks a backup directory's manifest and that the files it names are there. */
export function readManifest(dir: string): BackupManifest {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new BackupError(`${dir}: no such backup directory`);
  }
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BackupError(`${file} not found: not a Ritmo backup`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`${file} is not valid JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const manifest = parsed.data;
  for (const role of DATABASE_ROLES) {
    const entry = manifest.databases[role];
    const backupFile = path.join(dir, entry.file);
    if (!existsSync(backupFile)) throw new BackupError(`${backupFile} is missing`);
    const bytes = statSync(backupFile).size;
    if (bytes !== entry.bytes) {
      throw new BackupError(
        `${backupFile} has ${bytes} bytes, the manifest says ${entry.bytes}: the backup is damaged`,
      );
    }
  }
  if (manifest.authSecret && !existsSync(path.join(dir, manifest.authSecret))) {
    throw new BackupError(`${path.join(dir, manifest.authSecret)} is missing`);
  }
  return manifest;
}

export function writeManifest(dir: string, manifest: BackupManifest): void {
  writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
}

export function totalRows(rowCounts: Record<string, number>): number {
  return Object.values(rowCounts).reduce((sum, n) => sum + n, 0);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}
