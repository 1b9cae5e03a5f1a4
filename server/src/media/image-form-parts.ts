import { NNBSP } from '@league/shared';
import type { z } from 'zod';
import { filePart, multipartForm } from '../http/multipart-description';
import { IMAGE_MAX_BYTES, type ImagePurpose } from './image-upload';

/** The files of an image form (teams, sponsors), as the API description names them. */
const IMAGE_PARTS: Record<ImagePurpose, string> = { logo: 'Le logo', picture: 'La photo' };
const WHAT_IS_TAKEN =
  `une image JPG, PNG ou SVG de ${IMAGE_MAX_BYTES / 1024 / 1024} Mo au plus ` +
  '(une image JPG ou PNG est réduite et enregistrée en WebP)';

/**
 * The parts of a team or sponsor form, for the API description: the text fields its shared schema reads, and the
 * files `logo` and `picture`, each optional.
 */
export function imageFormParts(fields: z.ZodObject): z.ZodObject {
  const files = Object.entries(IMAGE_PARTS).map(([purpose, name]) => [
    purpose,
    filePart(`${name}${NNBSP}: ${WHAT_IS_TAKEN}`).optional(),
  ]);
  return multipartForm(fields, Object.fromEntries(files) as Record<string, z.ZodType>);
}
