import { IMAGE_EXTENSIONS } from '@league/shared';

/**
 * The logo and picture uploads of the team and sponsor dialogs (jpg, png or svg, read as data URLs for
 * the preview). The server decides the type from the bytes; this only spares a useless upload.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml';

export const imageMessages = {
  type: 'L’image doit être un fichier JPG, PNG ou SVG',
  tooLarge: 'L’image dépasse la taille maximale de 2 Mo',
  unreadable: 'L’image n’a pas pu être lue',
} as const;

const EXTENSIONS: readonly string[] = [...IMAGE_EXTENSIONS, 'jpeg'];

/** Why a chosen file cannot be sent, or null. */
export function imageFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!file.name.includes('.') || !EXTENSIONS.includes(extension)) return imageMessages.type;
  return file.size > IMAGE_MAX_BYTES ? imageMessages.tooLarge : null;
}

/** The file as a data URL, for the preview. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(imageMessages.unreadable));
    reader.readAsDataURL(file);
  });
}

/** A file chosen in the dialog, with its preview. */
export interface ChosenImage {
  file: File;
  preview: string;
}

export type ImagePurpose = 'logo' | 'picture';

/** What the dialog does with an image on saving: send a new file, remove the current one, or leave it (null). */
export type ImageChoice = ChosenImage | 'removed' | null;
export type ImageChoices = Record<ImagePurpose, ImageChoice>;
export const NO_IMAGE_CHOICES: ImageChoices = { logo: null, picture: null };

export const imageRemovalLabels = {
  remove: { logo: 'Supprimer le logo', picture: 'Supprimer la photo' } satisfies Record<ImagePurpose, string>,
  undo: 'Annuler le retrait',
  pending: {
    logo: 'Le logo sera supprimé à l’enregistrement',
    picture: 'La photo sera supprimée à l’enregistrement',
  } satisfies Record<ImagePurpose, string>,
} as const;

/**
 * Adds the images to a form, as the API names them: files logo and picture, logo-filename, picture-filename, and
 * logo-remove / picture-remove for an image to remove without replacing it.
 */
export function appendImages(form: FormData, images: ImageChoices) {
  for (const purpose of ['logo', 'picture'] as const) {
    const image = images[purpose];
    if (image === 'removed') form.append(`${purpose}-remove`, 'true');
    if (!image || image === 'removed') continue;
    form.append(purpose, image.file, image.file.name);
    form.append(`${purpose}-filename`, image.file.name);
  }
}
