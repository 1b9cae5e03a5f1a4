import { NNBSP } from '@league/shared';
import { leagueLogoFormSchema } from '@league/shared/schemas';
import { filePart, multipartForm } from '../http/multipart-description';
import { IMAGE_MAX_BYTES } from '../media/image-upload';

/** The upload's one part, for the API description. */
export const leagueLogoParts = multipartForm(leagueLogoFormSchema, {
  logo: filePart(
    `Le logo${NNBSP}: une image JPG, PNG ou SVG de ${IMAGE_MAX_BYTES / 1024 / 1024} Mo au plus, ` +
      'dont le site tire le logo large (120 pixels de haut) et l’étroit (240 × 120 au plus), en PNG',
  ),
});
