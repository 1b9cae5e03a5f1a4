import {
  idParamsSchema,
  sponsorAddFormSchema,
  sponsorAnswerSchema,
  sponsorEditFormSchema,
  sponsorsResponseSchema,
  successSchema,
} from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { readImageForm, registerImageForms } from '../media/image-form';
import { imageFormParts } from '../media/image-form-parts';
import { addSponsor, editSponsor, removeSponsor } from './sponsor-service';
import { listSponsors } from './sponsors-repository';

export const sponsorsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, cache } = deps;
    app.get(
      '/api/sponsors',
      { schema: { summary: 'Les commanditaires, par catégorie', response: { 200: sponsorsResponseSchema } } },
      (request, reply) =>
        replyFromCache(request, reply, cache, 'sponsors', async () => ({ sponsors: await listSponsors(db) })),
    );

    await registerImageForms(app);

    app.put(
      '/api/sponsors/add',
      {
        config: { access: 'admin', errors: [400, 409, 413, 415, 422] },
        schema: {
          summary: 'Ajouter un commanditaire',
          multipart: imageFormParts(sponsorAddFormSchema),
          response: { 200: sponsorAnswerSchema },
        },
      },
      async (request) => {
        const form = await readImageForm(request, sponsorAddFormSchema);
        return { success: true as const, sponsor: await addSponsor(deps, requireAccount(request), form) };
      },
    );

    app.post(
      '/api/sponsors/edit/:id',
      {
        config: { access: 'admin', errors: [400, 404, 409, 413, 415, 422] },
        schema: {
          summary: 'Modifier un commanditaire (seuls les champs envoyés changent)',
          multipart: imageFormParts(sponsorEditFormSchema),
          params: idParamsSchema,
          response: { 200: sponsorAnswerSchema },
        },
      },
      async (request) => {
        const form = await readImageForm(request, sponsorEditFormSchema);
        return {
          success: true as const,
          sponsor: await editSponsor(deps, requireAccount(request), request.params.id, form),
        };
      },
    );

    app.delete(
      '/api/sponsors/remove/:id',
      {
        config: { access: 'admin', errors: [404] },
        schema: { summary: 'Retirer un commanditaire', params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await removeSponsor(deps, requireAccount(request), request.params.id);
        return { success: true as const };
      },
    );
  };
