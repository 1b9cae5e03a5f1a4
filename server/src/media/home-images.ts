import { LEAGUE_LOGO_FILES, type LeagueLogoShape } from '@league/shared/schemas';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteDeps } from '../league/route-deps';
import { findMedia, readLeagueLogoMedia } from './media-repository';

/**
 * The league's logo as /images/home/ serves it: the one an administrator uploaded, from the media table
 * (settings/league-logo-service.ts), else the file shipped in HOME_IMAGES_DIR, which nothing writes
 * (docs/decisions/uploads-and-media.md « The league's uploaded logo is two media rows that settings name »).
 */
export interface LeagueLogoImage {
  bytes: Buffer;
  /** SHA-256 of the bytes, hex (an uploaded logo's media id): their version, for an ETag or an address's `?v=` */
  version: string;
  /** an administrator's upload, not the shipped file */
  uploaded: boolean;
}

type Deps = Pick<RouteDeps, 'db' | 'config'>;

const SHAPE_OF_FILE = new Map(
  Object.entries(LEAGUE_LOGO_FILES).map(([shape, file]) => [file as string, shape as LeagueLogoShape]),
);

/** The logo's shape a file of /images/home/ holds, or null for another image (home1.jpg). */
export const leagueLogoShapeOf = (file: string): LeagueLogoShape | null => SHAPE_OF_FILE.get(file) ?? null;

/** The league's logo of one shape (null: neither uploaded nor shipped). */
export async function readLeagueLogoImage(
  { db, config }: Deps,
  shape: LeagueLogoShape,
): Promise<LeagueLogoImage | null> {
  const id = (await readLeagueLogoMedia(db))[shape];
  const media = id ? await findMedia(db, id) : undefined;
  if (id && media) return { bytes: Buffer.from(media.bytes), version: id, uploaded: true };
  const bytes = await readFile(join(config.homeImagesDir, LEAGUE_LOGO_FILES[shape])).catch(() => null);
  if (!bytes) return null;
  return { bytes, version: createHash('sha256').update(bytes).digest('hex'), uploaded: false };
}
