/**
 * The backups' tasks on the heavy-work pool's threads (handed to the pool by backups-service.ts): they import only
 * what needs no server state; exceljs loads on their first use.
 */
import { outcomeOf, type Outcome } from '../heavy-work/outcome';
import { readBackup, writeBackup, type BackupShape, type Snapshot } from './backup-format';

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function readBackupBook(input: {
  bytes: Uint8Array;
  schema: string;
  expected: BackupShape[];
}): Promise<Outcome<Snapshot>> {
  return outcomeOf(() => readBackup(bufferOf(input.bytes), input.schema, input.expected));
}

export function writeBackupBook(snapshot: Snapshot): Promise<Outcome<Uint8Array>> {
  return outcomeOf(() => writeBackup(snapshot));
}
