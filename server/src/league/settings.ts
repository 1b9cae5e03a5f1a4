import type { Settings } from '@league/shared';
import { parseSettings } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { readStoredSettings } from './settings-repository';

/**
 * The application settings, read in one query and checked key by key against the registry in
 * @league/shared; a stored value the registry refuses is reported and replaced by its default.
 */
export async function readSettings(db: Db): Promise<Settings> {
  return parseSettings(await readStoredSettings(db), (key) =>
    console.warn(`Setting ${key}: stored value refused by its schema, default used`),
  );
}
