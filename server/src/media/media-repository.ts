import { LEAGUE_LOGO_FILES, type LeagueLogoShape } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { writeSettings } from '../league/settings-repository';
import type { StoredImage } from './image-upload';

/** A row of the `media` table: bytes named by their SHA-256 (hex). */
export type MediaRow = Pick<StoredImage, 'id' | 'bytes'> & { mime: string };

/** An uploaded image by its content hash. */
export function findMedia(db: Db, id: string) {
  return db.selectFrom('media').select(['mime', 'bytes']).where('id', '=', id).executeTakeFirst();
}

/** Stores an image under its hash; the same bytes uploaded twice are one row. */
export async function insertMedia(trx: Db, image: MediaRow): Promise<void> {
  await trx
    .insertInto('media')
    .values({ id: image.id, mime: image.mime, bytes: image.bytes, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * The `settings` keys naming the media rows of the league's uploaded logo, by shape (settings/league-logo-service.ts).
 * They are not settings an administrator edits (the registry in @league/shared knows them not), like `dataVersion`.
 */
export const LEAGUE_LOGO_SETTINGS: Record<LeagueLogoShape, string> = {
  wide: 'logo_wide_media',
  narrow: 'logo_narrow_media',
};
const LOGO_SHAPES = Object.keys(LEAGUE_LOGO_FILES) as LeagueLogoShape[];

/** The media ids of the league's uploaded logo, by shape (null: none uploaded, the shipped file is served). */
export async function readLeagueLogoMedia(db: Db): Promise<Record<LeagueLogoShape, string | null>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(LEAGUE_LOGO_SETTINGS))
    .execute();
  const idOf = (shape: LeagueLogoShape) => {
    const value = rows.find((row) => row.key === LEAGUE_LOGO_SETTINGS[shape])?.value;
    const id = value === undefined ? null : jsonValue(value);
    return typeof id === 'string' ? id : null;
  };
  return { wide: idOf('wide'), narrow: idOf('narrow') };
}

function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null; // a row written by hand, not by writeLeagueLogoMedia: as good as none
  }
}

/** Names the media rows of the league's logo, or none (null): the shipped images show again. */
export async function writeLeagueLogoMedia(trx: Db, ids: Record<LeagueLogoShape, string> | null): Promise<void> {
  if (ids) {
    await writeSettings(trx, Object.fromEntries(LOGO_SHAPES.map((shape) => [LEAGUE_LOGO_SETTINGS[shape], ids[shape]])));
    return;
  }
  await trx.deleteFrom('settings').where('key', 'in', Object.values(LEAGUE_LOGO_SETTINGS)).execute();
}

/** Every column that points at a media row: a row none of them names any more is removed. */
const MEDIA_REFERENCES = [
  ['teams', 'logo_media'],
  ['teams', 'picture_media'],
  ['sponsors', 'logo_media'],
  ['sponsors', 'picture_media'],
] as const;

/**
 * Removes those of `ids` that nothing references any more (a replaced logo, a removed team's picture): no column of
 * MEDIA_REFERENCES, and not the league's logo (LEAGUE_LOGO_SETTINGS).
 */
export async function removeUnusedMedia(trx: Db, ids: readonly (string | null | undefined)[]): Promise<void> {
  const leagueLogo = Object.values(await readLeagueLogoMedia(trx));
  const candidates = [...new Set(ids.filter((id): id is string => !!id && !leagueLogo.includes(id)))];
  if (candidates.length === 0) return;
  let query = trx.deleteFrom('media').where('id', 'in', candidates);
  for (const [table, column] of MEDIA_REFERENCES) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom(table).select(column).whereRef(`${table}.${column}`, '=', 'media.id'))),
    );
  }
  await query.execute();
}
