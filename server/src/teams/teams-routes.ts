import { teamAddFormSchema, teamEditFormSchema } from '@league/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import { serve } from '../http/serve';
import type { RouteDeps } from '../league/route-deps';
import { serveSeasonRead } from '../league/season-route';
import { readImageForm, registerImageForms } from '../media/image-form';
import { imageFormParts } from '../media/image-form-parts';
import { addTeam, currentTeam, editTeam, removeTeam } from './team-service';
import { listTeams } from './teams-repository';

export const teamsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serveSeasonRead(app, deps, 'teams', async (season) => ({ teams: await listTeams(deps.db, season) }));

    await registerImageForms(app);
    const teamOfParams = async (request: FastifyRequest) =>
      (await currentTeam(deps.db, (request.params as { id: string }).id)).id;

    serve(
      app,
      'addTeam',
      async (request) => {
        const form = await readImageForm(request, teamAddFormSchema);
        return { success: true as const, team: await addTeam(deps, requireAccount(request), form) };
      },
      { multipart: imageFormParts(teamAddFormSchema) },
    );

    // a captain edits the teams they captain, an administrator any
    serve(
      app,
      'editTeam',
      async (request) => {
        const form = await readImageForm(request, teamEditFormSchema);
        return editTeam(deps, requireAccount(request), request.params.id, form);
      },
      { team: teamOfParams, multipart: imageFormParts(teamEditFormSchema) },
    );

    serve(app, 'removeTeam', async (request) =>
      removeTeam(deps, requireAccount(request), request.params.id, request.query.unplayedMatches === 'remove'),
    );
  };
