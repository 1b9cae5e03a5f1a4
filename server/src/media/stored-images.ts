import type { Db } from '../db/database';
import type { ImageForm } from './image-form';
import { insertMedia, removeUnusedMedia } from './media-repository';

/**
 * What a write does with a form's images, the same for every owner of a logo and a picture (teams, sponsors):
 * store them, point the owner's columns at them (or at none for an image asked removed), and drop the images
 * they replace or remove once nothing shows them.
 */
type Images = Pick<ImageForm<unknown>, 'images' | 'removed'>;
type MediaColumns = { logo_media: string | null; picture_media: string | null };

/** Stores the uploaded images (inside the write) and answers the columns to set: those uploaded anew or removed. */
export async function storeImages(trx: Db, { images, removed }: Images): Promise<Partial<MediaColumns>> {
  for (const image of Object.values(images)) await insertMedia(trx, image);
  const column = (purpose: 'logo' | 'picture') =>
    images[purpose] ? images[purpose].id : removed.includes(purpose) ? null : undefined;
  const logo = column('logo');
  const picture = column('picture');
  return {
    ...(logo !== undefined ? { logo_media: logo } : {}),
    ...(picture !== undefined ? { picture_media: picture } : {}),
  };
}

/** After an edit: the images it replaced or removed go, unless something else (another season, owner) shows them. */
export async function dropReplacedImages(trx: Db, before: MediaColumns, form: Images): Promise<void> {
  const changed = (purpose: 'logo' | 'picture') => !!form.images[purpose] || form.removed.includes(purpose);
  await removeUnusedMedia(trx, [
    changed('logo') ? before.logo_media : null,
    changed('picture') ? before.picture_media : null,
  ]);
}
