/**
 * Which failures of a database are outages (the engine or its storage, not the request), and
 * what the API answers for each. An outage is never the client's fault, so it is a 503 (or 507
 * for a full disk) the web app's outbox retries, never a 500 it would park the write for.
 */
import type { ErrorCode } from '../../common/schemas/errors.js';

export type FaultKind = 'unavailable' | 'storage_full' | 'read_only' | 'busy' | 'storage_error';

export interface DatabaseFault {
  kind: FaultKind;
  status: 503 | 507;
  code: ErrorCode;
  message: string;
  /** The engine's own code (`SQLITE_FULL`, `57P01`, `ECONNREFUSED`), for the log. */
  cause: string;
}

const ANSWERS: Record<FaultKind, Omit<DatabaseFault, 'kind' | 'cause'>> = {
  unavailable: {
    status: 503,
    code: 'database_unavailable',
    message: 'The database is not answering; try again shortly',
  },
  storage_full: {
    status: 507,
    code: 'storage_full',
    message: "The server's disk is full; nothing was stored, try again once space is freed",
  },
  read_only: {
    status: 503,
    code: 'storage_read_only',
    message: "The server's storage is read-only; nothing was stored",
  },
  busy: {
    status: 503,
    code: 'database_busy',
    message: 'The database stayed locked too long; try again shortly',
  },
  storage_error: {
    status: 503,
    code: 'storage_error',
    message: "The server's storage failed to read or write; nothing was stored",
  },
};

/**
 * PostgreSQL SQLSTATEs that mean the server is gone, restarting, full of connections or cut the
 * statement short (Appendix A of the PostgreSQL manual): class 08 connection exceptions, 57P01
 * admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections,
 * 57014 query cancelled (our statement_timeout), 53100 disk full, 25006 read-only transaction.
 */
function postgresFault(code: string): FaultKind | null {
  if (code.startsWith('08')) return 'unavailable';
  if (code === '53100') return 'storage_full';
  if (code === '25006') return 'read_only';
  if (['57P01', '57P02', '57P03', '53300', '57014', '58030'].includes(code)) return 'unavailable';
  return null;
}

/** Node's socket errors and node-postgres's own words for a pool that cannot reach the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

function sqliteFault(code: string): FaultKind | null {
  if (code === 'SQLITE_FULL') return 'storage_full';
  if (code.startsWith('SQLITE_READONLY')) return 'read_only';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) {
    // ENOSPC while growing the WAL reaches better-sqlite3 as an I/O error on some writes.
    return code === 'SQLITE_IOERR_WRITE' || code === 'SQLITE_IOERR_SHMSIZE'
      ? 'storage_full'
      : 'storage_error';
  }
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') return 'storage_error';
  return null;
}

/** The fault an error means, or null when it is not the database's (a bug, a bad request). */
export function databaseFault(error: unknown): DatabaseFault | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  let kind: FaultKind | null = null;
  let cause = typeof code === 'string' ? code : '';
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) kind = sqliteFault(code);
    else if (NETWORK_CODES.has(code)) kind = 'unavailable';
    else if (/^[0-9A-Z]{5}$/.test(code)) kind = postgresFault(code);
  }
  if (!kind && typeof message === 'string' && PG_CLIENT_MESSAGES.some((re) => re.test(message))) {
    kind = 'unavailable';
    cause = message;
  }
  if (!kind) {
    // An AggregateError (a refused connection to both ::1 and 127.0.0.1) carries the codes inside.
    const inner = (error as { errors?: unknown; cause?: unknown }).errors ?? [];
    const nested = [...(Array.isArray(inner) ? inner : []), (error as { cause?: unknown }).cause];
    for (const candidate of nested) {
      const fault = candidate && candidate !== error ? databaseFault(candidate) : null;
      if (fault) return fault;
    }
    return null;
  }
  return { kind, ...ANSWERS[kind], cause };
}
