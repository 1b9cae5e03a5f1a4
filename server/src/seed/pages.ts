/** The information pages and the home page texts of the demo league (simple, safe HTML). */
import { NNBSP } from '@league/shared';
import { HOME_TEXT_TITLES } from '../resources/resources-service';

export interface PageSpec {
  kind: 'general' | 'home';
  key: string;
  title: string;
  contentHtml: string;
}

/** 'Règlements de la ligue' → 'règlements_de_la_ligue': lower case, runs of spaces to one underscore. */
export function resourceKey(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '_');
}

const generalPage = (title: string, contentHtml: string): PageSpec => ({
  kind: 'general',
  key: resourceKey(title),
  title,
  contentHtml,
});

const GENERAL_PAGES: PageSpec[] = [
  generalPage(
    'Règlements de la ligue',
    '<p>Les matchs se jouent en sept manches ou en deux heures, selon la première éventualité.</p>' +
      '<ul><li>Chaque équipe aligne au moins huit joueurs, dont trois femmes.</li>' +
      `<li>Règle de l’écart${NNBSP}: après cinq manches, le match prend fin si une équipe mène par quinze points.</li>` +
      '<li>Une équipe en retard de plus de quinze minutes perd par forfait (7 à 0).</li>' +
      '<li>Un match annulé pour la pluie est repris à une plage horaire libre choisie par les capitaines.</li>' +
      '<li>Le capitaine de l’équipe locale soumet le pointage dans les 48 heures.</li>' +
      '<li>Un match nul vaut un point, une victoire deux points.</li></ul>',
  ),
  generalPage(
    'Code de conduite',
    `<p>On joue pour le plaisir${NNBSP}: le respect des adversaires, des arbitres et des terrains passe avant tout.</p>` +
      '<ul><li>Aucune tolérance pour les propos injurieux.</li>' +
      '<li>L’alcool est interdit sur les terrains municipaux.</li>' +
      '<li>On laisse l’abri des joueurs propre après chaque match.</li></ul>',
  ),
  generalPage(
    'Foire aux questions',
    `<p><strong>Que se passe-t-il quand il pleut${NNBSP}?</strong> Le match est annulé et les capitaines choisissent ` +
      'une plage horaire libre pour le reprendre.</p>' +
      `<p><strong>Je n’ai pas d’équipe, puis-je jouer${NNBSP}?</strong> Inscrivez-vous comme joueur autonome${NNBSP}: ` +
      'les capitaines consultent la liste en début de saison.</p>' +
      `<ul><li>Matériel fourni${NNBSP}: balles et buts.</li><li>À apporter${NNBSP}: gant, souliers à crampons, bonne humeur.</li></ul>`,
  ),
];

const HOME_PAGES: PageSpec[] = [
  {
    kind: 'home',
    key: 'league_descr_long',
    title: HOME_TEXT_TITLES.league_descr_long,
    contentHtml:
      '<h2>Bienvenue à la Ligue de balle</h2>' +
      '<p>Depuis 1998, seize équipes mixtes de Montréal et des environs se retrouvent les mardis et jeudis soir, ' +
      'de mai à septembre, sur quatre terrains de la région.</p>' +
      '<p>Deux divisions, des séries en fin de saison et, surtout, beaucoup de plaisir.</p>',
  },
  {
    kind: 'home',
    key: 'league_descr_short',
    title: HOME_TEXT_TITLES.league_descr_short,
    contentHtml: '<p>Ligue amicale de balle mixte — Montréal, depuis 1998.</p>',
  },
  {
    kind: 'home',
    key: 'league_join',
    title: HOME_TEXT_TITLES.league_join,
    contentHtml:
      `<p>Vous cherchez une équipe${NNBSP}? Inscrivez-vous comme joueur autonome ou écrivez-nous${NNBSP}: ` +
      'plusieurs équipes recrutent chaque printemps.</p>',
  },
];

export const DEMO_PAGES: PageSpec[] = [...GENERAL_PAGES, ...HOME_PAGES];
