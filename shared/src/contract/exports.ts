import { NNBSP } from '../french-text';
import type { Endpoint } from './endpoint';

/**
 * The season's schedule and standings as files to download (docs/product.md#exports): public, the current season
 * or an archive's (`?season=`), as a CSV for French Excel (UTF-8 with a BOM, `;` between cells) or an .xlsx
 * workbook. The browser links to them (`hrefOf`); a file's name says what it holds (`calendrier-2026.xlsx`).
 */
const SPREADSHEETS = ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

export const exportSchedule = {
  method: 'GET',
  path: '/api/exports/schedule/:format',
  summary: `Le calendrier de la saison en fichier (csv ou xlsx)${NNBSP}: toute la saison, ou la période et l’équipe que nomme la requête, comme GET /api/schedule`,
  access: 'public',
  params: 'spreadsheetFormatParamsSchema',
  query: 'scheduleQuerySchema',
  file: { description: 'Les matchs, une ligne chacun, en pièce jointe', types: SPREADSHEETS },
} as const satisfies Endpoint;

export const exportRanking = {
  method: 'GET',
  path: '/api/exports/ranking/:format',
  summary: 'Le classement de la saison en fichier (csv ou xlsx), groupe par groupe comme la page Classement',
  access: 'public',
  params: 'spreadsheetFormatParamsSchema',
  query: 'seasonQuerySchema',
  file: { description: 'Le classement, une ligne par équipe, en pièce jointe', types: SPREADSHEETS },
} as const satisfies Endpoint;
