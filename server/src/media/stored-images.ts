import type { Db } from '../db/database';
import type { ImageForm } from './image-form';
import { insertMedia, removeUnusedMedia } from './media-repository';

/**
 * What a write does with a form's images, the same for every owner of a logo and a picture (teams, sponsors):
 * store them, point the owner's columns at them, and drop the images they replace once nothing shows them.
 */
type Images = ImageForm<unknown>['images'];
type MediaColumns = { logo_media: string | null; picture_media: string | null };

/** Stores the uploaded images (inside the write) and answers the columns to set: only those uploaded anew. */
export async function storeImages(trx: Db, images: Images): Promise<Partial<MediaColumns>> {
  for (const image of Object.values(images)) await insertMedia(trx, image);
  return {
    ...(images.logo ? { logo_media: images.logo.id } : {}),
    ...(images.picture ? { picture_media: images.picture.id } : {}),
  };
}

/** After an edit: the images it replaced go, unless something else (another season, another owner) shows them. */
export async function dropReplacedImages(trx: Db, before: MediaColumns, images: Images): Promise<void> {
  await removeUnusedMedia(trx, [images.logo && before.logo_media, images.picture && before.picture_media]);
}
