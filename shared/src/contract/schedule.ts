import type { Endpoint } from './endpoint';

export const schedule = {
  method: 'GET',
  path: '/api/schedule',
  summary: "Le calendrier d'une saison, entier ou par fenêtre de dates (around/weeks, from/to), d'une équipe",
  access: 'public',
  query: 'scheduleQuerySchema',
  answer: 'scheduleResponseSchema',
} as const satisfies Endpoint;

export const proposeResult = {
  method: 'POST',
  path: '/api/schedule/requestedit/:id',
  summary: "Proposer un résultat (scores, ou { cancelled: true }) en attente d'approbation",
  access: 'captain',
  team: true,
  params: 'idParamsSchema',
  body: 'resultProposalSchema',
  answer: 'successSchema',
  errors: [400, 401, 403, 404, 409],
} as const satisfies Endpoint;

export const decideResult = {
  method: 'POST',
  path: '/api/schedule/approveedit/:id',
  summary: 'Approuver (ou refuser, decision: refuse) le résultat proposé que l’administrateur a vu',
  access: 'admin',
  params: 'idParamsSchema',
  body: 'approveEditBodySchema',
  answer: 'successSchema',
  errors: [400, 401, 403, 404, 409],
} as const satisfies Endpoint;

export const editMatch = {
  method: 'PUT',
  path: '/api/schedule/edit/:id',
  summary: 'Modifier un match',
  access: 'admin',
  params: 'idParamsSchema',
  body: 'matchEditBodySchema',
  answer: 'successSchema',
  errors: [400, 401, 403, 404, 409],
} as const satisfies Endpoint;

export const addMatch = {
  method: 'POST',
  path: '/api/schedule/add',
  summary: 'Ajouter un match',
  access: 'admin',
  body: 'matchAddBodySchema',
  answer: 'matchIdAnswerSchema',
  errors: [400, 401, 403, 409],
} as const satisfies Endpoint;

export const removeMatch = {
  method: 'DELETE',
  path: '/api/schedule/remove/:id',
  summary: 'Retirer un match',
  access: 'admin',
  params: 'idParamsSchema',
  answer: 'successSchema',
  errors: [400, 401, 403, 404],
} as const satisfies Endpoint;

export const importSchedule = {
  method: 'POST',
  path: '/api/schedule/import',
  summary: 'Importer des matchs (un fichier CSV ou Excel)',
  access: 'admin',
  form: true,
  answer: 'importReportSchema',
  refusal: 'importRefusalSchema',
  errors: [413, 415, 422],
} as const satisfies Endpoint;

export const importSample = {
  method: 'GET',
  path: '/api/schedule/import/sample/:format',
  summary: "Fichier d'exemple pour l'import des matchs (csv ou xlsx)",
  access: 'public',
  params: 'spreadsheetFormatParamsSchema',
  file: {
    description: "Le fichier d'exemple, en pièce jointe",
    types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
} as const satisfies Endpoint;

export const generateSchedule = {
  method: 'POST',
  path: '/api/schedule/generate',
  summary:
    'Générer le calendrier de la saison à partir des créneaux de la semaine (aperçu avec dryRun, sinon publié en une écriture)',
  access: 'admin',
  body: 'scheduleGenerateBodySchema',
  answer: 'scheduleGenerateAnswerSchema',
  errors: [400, 401, 403, 409],
} as const satisfies Endpoint;
