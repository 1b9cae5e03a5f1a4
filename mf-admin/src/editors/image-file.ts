import { IMAGE_EXTENSIONS } from '@league/shared';

/**
 * The logo and picture uploads of the team and sponsor dialogs (spec §5: jpg, png or svg, read as data URLs for
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

/** The file as a data URL, for the preview (spec §5). */
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

/** Adds the chosen images to a form, as spec §7 names them: files logo and picture, logo-filename, picture-filename. */
export function appendImages(form: FormData, images: { logo?: ChosenImage | null; picture?: ChosenImage | null }) {
  for (const purpose of ['logo', 'picture'] as const) {
    const image = images[purpose];
    if (!image) continue;
    form.append(purpose, image.file, image.file.name);
    form.append(`${purpose}-filename`, image.file.name);
  }
}
