import { NNBSP } from '@league/shared';
import { LEAGUE_LOGO_FILES, type LeagueLogo } from '@league/shared/schemas';
import { createHash } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import { Conflict, Invalid } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { runWrite } from '../league/write';
import { readLeagueLogoImage, type LeagueLogoImage } from '../media/home-images';
import type { ImageForm } from '../media/image-form';
import {
  insertMedia,
  readLeagueLogoMedia,
  type MediaRow,
  removeUnusedMedia,
  writeLeagueLogoMedia,
} from '../media/media-repository';
import { loadSharp } from '../rare-modules';
import { leagueLogoPngs } from './league-logo-images';

/**
 * The league's logo set by its administrators (docs/decisions/uploads-and-media.md « The league's uploaded logo is
 * two media rows that settings name »): an upload is checked and cleaned as a team's logo is, drawn into the two
 * PNGs the site serves, stored as media rows that two settings name, in one write (one audit row; the data version
 * moves, so the app's icons and the server's pages follow). Nothing is written to disk: /images/home/ serves the
 * upload, else the images shipped with the server.
 */
export const LEAGUE_LOGO_MESSAGES = {
  noFile: 'Choisissez une image pour le logo de la ligue',
  onlyLogo: `Seul le fichier «${NNBSP}logo${NNBSP}» est reçu`,
  nothingKept: `Aucun logo envoyé${NNBSP}: le site montre déjà le logo d’origine`,
  uploaded: 'Logo de la ligue remplacé',
  restored: 'Logo d’origine de la ligue rétabli',
} as const;

type Deps = Pick<RouteDeps, 'db' | 'config'>;

/** A drawn PNG as a media row, named by its hash as every media row is. */
const pngMedia = (bytes: Buffer): MediaRow => ({
  id: createHash('sha256').update(bytes).digest('hex'),
  mime: 'image/png',
  bytes,
});

/** The logo as the site serves it now. */
export async function leagueLogo(deps: Deps): Promise<LeagueLogo> {
  const wide = await readLeagueLogoImage(deps, 'wide');
  const narrow = await readLeagueLogoImage(deps, 'narrow');
  return {
    wide: await described(LEAGUE_LOGO_FILES.wide, wide),
    narrow: await described(LEAGUE_LOGO_FILES.narrow, narrow),
    restorable: !!wide?.uploaded || !!narrow?.uploaded,
  };
}

async function described(file: string, image: LeagueLogoImage | null) {
  if (!image) return null;
  const sharp = await loadSharp();
  const { width, height } = await sharp(image.bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height) return null; // not an image: as good as none
  return { url: `/images/home/${file}?v=${image.version.slice(0, 16)}`, width, height };
}

export async function uploadLeagueLogo(deps: Deps, actor: Account, form: ImageForm<unknown>): Promise<LeagueLogo> {
  if (form.images.picture) throw new Invalid(LEAGUE_LOGO_MESSAGES.onlyLogo);
  const image = form.images.logo;
  if (!image) throw new Invalid(LEAGUE_LOGO_MESSAGES.noFile);
  const pngs = await leagueLogoPngs(image);
  const media = { wide: pngMedia(pngs.wide), narrow: pngMedia(pngs.narrow) };
  await runWrite(
    deps,
    actor,
    { action: 'update', entity: 'settings', detail: LEAGUE_LOGO_MESSAGES.uploaded },
    async ({ trx }) => {
      const before = await readLeagueLogoMedia(trx);
      for (const row of Object.values(media)) await insertMedia(trx, row);
      await writeLeagueLogoMedia(trx, { wide: media.wide.id, narrow: media.narrow.id });
      await removeUnusedMedia(trx, Object.values(before)); // the logo it replaces, once nothing else shows it
    },
  );
  return leagueLogo(deps);
}

/** The settings name no logo any more: the images shipped with the server show again. */
export async function restoreLeagueLogo(deps: Deps, actor: Account): Promise<LeagueLogo> {
  await runWrite(
    deps,
    actor,
    { action: 'restore', entity: 'settings', detail: LEAGUE_LOGO_MESSAGES.restored },
    async ({ trx }) => {
      const before = Object.values(await readLeagueLogoMedia(trx));
      if (before.every((id) => id === null)) throw new Conflict(LEAGUE_LOGO_MESSAGES.nothingKept);
      await writeLeagueLogoMedia(trx, null);
      await removeUnusedMedia(trx, before);
    },
  );
  return leagueLogo(deps);
}
