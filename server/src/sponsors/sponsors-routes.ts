import { sponsorAddFormSchema, sponsorEditFormSchema } from '@league/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import { replyFromCache, type RouteDeps } from '../league/route-deps';
import { readImageForm, registerImageForms } from '../media/image-form';
import { imageFormParts } from '../media/image-form-parts';
import { addSponsor, editSponsor, removeSponsor } from './sponsor-service';
import { listSponsors } from './sponsors-repository';

export const sponsorsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, cache } = deps;
    serve(app, 'sponsors', (request, reply) =>
      replyFromCache(request, reply, cache, 'sponsors', async () => ({ sponsors: await listSponsors(db) })),
    );

    await registerImageForms(app);

    serve(
      app,
      'addSponsor',
      async (request) => {
        const form = await readImageForm(request, sponsorAddFormSchema);
        return { success: true as const, sponsor: await addSponsor(deps, requireAccount(request), form) };
      },
      { multipart: imageFormParts(sponsorAddFormSchema) },
    );

    serve(
      app,
      'editSponsor',
      async (request) => {
        const form = await readImageForm(request, sponsorEditFormSchema);
        return {
          success: true as const,
          sponsor: await editSponsor(deps, requireAccount(request), request.params.id, form),
        };
      },
      { multipart: imageFormParts(sponsorEditFormSchema) },
    );

    serve(app, 'removeSponsor', async (request) => {
      await removeSponsor(deps, requireAccount(request), request.params.id);
      return { success: true as const };
    });
  };
