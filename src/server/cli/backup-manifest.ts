/**
 * manifest.json of a backup directory: what each file is, which kind of database it came from,
 * how many rows each table held and each file's SHA-256, so a restore can refuse a mismatch, a
 * damaged or changed file (naming it) before it touches a database, and check its result.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../kernel/private-files.js';

export const MANIFEST_FILE = 'manifest.json';
/** 2 added `sha256`; a version 1 backup (sizes only) is still restored, with a warning. */
export const MANIFEST_VERSION = 2;
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

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');

export const manifestSchema = z
  .object({
    format: z.literal('ritmo-backup'),
    version: z.union([z.literal(1), z.literal(MANIFEST_VERSION)]),
    createdAt: z.iso.datetime(),
    databases: z.object({ data: databaseEntry, auth: databaseEntry }),
    authSecret: fileName.nullable(),
    /** Every file the manifest names → its SHA-256 (from version 2). */
    sha256: z.record(fileName, sha256Hex).optional(),
  })
  .superRefine((manifest, ctx) => {
    if (manifest.version === 1) return;
    for (const file of filesOf(manifest)) {
      if (!manifest.sha256?.[file]) {
        ctx.addIssue({ code: 'custom', path: ['sha256', file], message: 'is missing' });
      }
    }
  });

export type BackupManifest = z.infer<typeof manifestSchema>;
export type DatabaseEntry = z.infer<typeof databaseEntry>;
export type DatabaseRole = keyof BackupManifest['databases'];
export const DATABASE_ROLES: DatabaseRole[] = ['data', 'auth'];

export class BackupError extends Error {}

/** The files a manifest names: both databases and the auth secret if kept. */
export function filesOf(manifest: Pick<BackupManifest, 'databases' | 'authSecret'>): string[] {
  const files = DATABASE_ROLES.map((role) => manifest.databases[role].file);
  return manifest.authSecret ? [...files, manifest.authSecret] : files;
}

const HASH_CHUNK_BYTES = 1024 * 1024;

/** A file's SHA-256 in hex, read a chunk at a time (a database file may be large). */
export function sha256OfFile(file: string): string {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(HASH_CHUNK_BYTES);
  const fd = openSync(file, 'r');
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** Refuses a file whose content is not what the backup wrote (a flipped bit, an edit). */
function checkSha256(dir: string, manifest: BackupManifest): void {
  if (!manifest.sha256) return; // version 1: sizes only
  for (const file of filesOf(manifest)) {
    const expected = manifest.sha256[file];
    const actual = sha256OfFile(path.join(dir, file));
    if (actual !== expected) {
      throw new BackupError(
        `${path.join(dir, file)} has SHA-256 ${actual}, the manifest says ${expected}: the file was changed or damaged`,
      );
    }
  }
}

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
  checkSha256(dir, manifest);
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
