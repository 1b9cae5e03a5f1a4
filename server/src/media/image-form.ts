import { NNBSP } from '@league/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { multipartReadError } from '../http/errors';
import { Invalid, InvalidFields } from '../league/domain-errors';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  declaredImageKind,
  ImageTooLarge,
  prepareImage,
  type ImageKind,
  type ImagePurpose,
  type StoredImage,
  UnsupportedImage,
} from './image-upload';

/**
 * Multipart forms that carry a logo and a picture (teams, sponsors): files `logo` and `picture`, and
 * text fields checked by a shared schema. Each image is read, checked and prepared before anything is written.
 * An edit may instead ask an image's removal (text field `logo-remove` / `picture-remove`, read by the schema).
 */
const IMAGE_FIELDS: readonly ImagePurpose[] = ['logo', 'picture'];
const NOT_MULTIPART = 'Envoyez le formulaire en multipart/form-data';
const UNKNOWN_FILE = (field: string) =>
  `Fichier inattendu${NNBSP}: «${NNBSP}${field}${NNBSP}» (seuls logo et picture sont reçus)`;
const IMAGE_NAMES: Record<ImagePurpose, string> = { logo: 'le logo', picture: 'la photo' };
export const REPLACE_AND_REMOVE = (purpose: ImagePurpose) =>
  `Impossible de remplacer et de retirer ${IMAGE_NAMES[purpose]} dans la même requête${NNBSP}: choisissez l’un ou l’autre`;

/** Registers the multipart parser with the image limits, in the calling plugin's scope. */
export async function registerImageForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: IMAGE_FIELDS.length, fields: 20, fieldSize: 20_000 },
  });
}

export interface ImageForm<T> {
  fields: T;
  images: Partial<Record<ImagePurpose, StoredImage>>;
  /** the images the form asks to remove, leaving none */
  removed: ImagePurpose[];
}

export async function readImageForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
): Promise<ImageForm<z.output<Schema>>> {
  const text: Record<string, string> = {};
  const files: Partial<Record<ImagePurpose, { bytes: Buffer; file: string; kind: ImageKind | null }>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        text[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (!IMAGE_FIELDS.includes(part.fieldname as ImagePurpose)) throw new Invalid(UNKNOWN_FILE(part.fieldname));
      // a file input left empty is sent as a part without a name or bytes
      if (bytes.length > 0 || part.filename) {
        const kind = declaredImageKind(part.filename, part.mimetype);
        files[part.fieldname as ImagePurpose] = { bytes, file: part.filename || part.fieldname, kind };
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ImageTooLarge(IMAGE_MESSAGES.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new UnsupportedImage(NOT_MULTIPART);
    throw multipartReadError(error);
  }
  const fields = parseFields(schema, text);
  const removed = IMAGE_FIELDS.filter((purpose) => (fields as Record<string, unknown>)[`${purpose}-remove`] === true);
  const both = removed.find((purpose) => files[purpose]);
  if (both) throw new Invalid(REPLACE_AND_REMOVE(both));
  const images: ImageForm<unknown>['images'] = {};
  for (const purpose of IMAGE_FIELDS) {
    const file = files[purpose];
    if (file) images[purpose] = await prepareImage(file.bytes, purpose, file);
  }
  return { fields, images, removed };
}

/** The form's text fields through their schema; a refusal names each field's problem in French, beside its path. */
function parseFields<Schema extends z.ZodType>(schema: Schema, text: Record<string, string>): z.output<Schema> {
  const parsed = schema.safeParse(text);
  if (parsed.success) return parsed.data;
  throw new InvalidFields(
    parsed.error.issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), message: issue.message })),
  );
}
