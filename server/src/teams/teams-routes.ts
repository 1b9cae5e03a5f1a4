import {
  idParamsSchema,
  teamAddAnswerSchema,
  teamAddFormSchema,
  teamChangeAnswerSchema,
  teamEditFormSchema,
  teamRemoveQuerySchema,
  teamsResponseSchema,
} from '@league/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../accounts/guards';
import type { RouteDeps } from '../league/route-deps';
import { getSeasonRead } from '../league/season-route';
import { readImageForm, registerImageForms } from '../media/image-form';
import { imageFormParts } from '../media/image-form-parts';
import { addTeam, currentTeam, editTeam, removeTeam } from './team-service';
import { listTeams } from './teams-repository';

export const teamsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    getSeasonRead(app, deps, {
      url: '/api/teams',
      summary: "Les équipes d'une saison",
      response: teamsResponseSchema,
      load: async (season) => ({ teams: await listTeams(deps.db, season) }),
    });

    await registerImageForms(app);
    const teamOfParams = async (request: FastifyRequest) =>
      (await currentTeam(deps.db, (request.params as { id: string }).id)).id;

    app.put(
      '/api/teams/add',
      {
        config: { access: 'admin', errors: [400, 409, 413, 415, 422] },
        schema: {
          summary: 'Ajouter une équipe',
          multipart: imageFormParts(teamAddFormSchema),
          response: { 200: teamAddAnswerSchema },
        },
      },
      async (request) => {
        const form = await readImageForm(request, teamAddFormSchema);
        return { success: true as const, team: await addTeam(deps, requireAccount(request), form) };
      },
    );

    app.post(
      '/api/teams/edit/:id',
      {
        // a captain edits the teams they captain, an administrator any
        config: { access: 'captain', team: teamOfParams, errors: [400, 404, 409, 413, 415, 422] },
        schema: {
          summary: 'Modifier une équipe (seuls les champs envoyés changent)',
          multipart: imageFormParts(teamEditFormSchema),
          params: idParamsSchema,
          response: { 200: teamChangeAnswerSchema },
        },
      },
      async (request) => {
        const form = await readImageForm(request, teamEditFormSchema);
        return editTeam(deps, requireAccount(request), request.params.id, form);
      },
    );

    app.delete(
      '/api/teams/remove/:id',
      {
        config: { access: 'admin', errors: [404, 409] },
        schema: {
          summary: 'Retirer une équipe sans résultat (unplayedMatches=remove : avec ses matchs à jouer)',
          params: idParamsSchema,
          querystring: teamRemoveQuerySchema,
          response: { 200: teamChangeAnswerSchema },
        },
      },
      async (request) =>
        removeTeam(deps, requireAccount(request), request.params.id, request.query.unplayedMatches === 'remove'),
    );
  };
