/**
 * The API description grouped by area for the reference page: each operation gets the tag of its path's area
 * (in French), and a search keeps only the operations whose path, method or summary holds the words typed.
 */
const AREAS: Record<string, string> = {
  teams: 'Équipes',
  fields: 'Terrains',
  schedule: 'Calendrier',
  series: 'Séries',
  ranking: 'Classements',
  stats: 'Statistiques',
  players: 'Joueurs',
  freeagents: 'Joueurs autonomes',
  sponsors: 'Commanditaires',
  seasons: 'Saisons',
  resources: 'Pages',
  keys: 'Cartes',
  myaccount: 'Mon compte',
  users: 'Utilisateurs',
  contactus: 'Nous joindre',
  logs: 'Journal',
  timeslots: 'Plages horaires',
  backups: 'Sauvegardes',
  media: 'Images',
  images: 'Images',
  config: 'Site',
  healthz: 'Site',
};

interface Operation {
  summary?: string;
  tags?: string[];
  [key: string]: unknown;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  tags?: { name: string }[];
  [key: string]: unknown;
}

export function areaOf(path: string): string {
  const [first = '', second = ''] = path.split('/').filter(Boolean);
  const key = first === 'api' ? second : first;
  return AREAS[key] ?? key;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The document with every operation tagged by area, areas in alphabetical order, filtered by `search`. */
export function groupedByArea(document: ApiDocument, search = ''): ApiDocument {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  const paths: ApiDocument['paths'] = {};
  const areas = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    const area = areaOf(path);
    for (const [method, operation] of Object.entries(methods)) {
      const haystack = normalise(`${method} ${path} ${operation.summary ?? ''} ${area}`);
      if (!words.every((word) => haystack.includes(word))) continue;
      paths[path] = { ...paths[path], [method]: { ...operation, tags: [area] } };
      areas.add(area);
    }
  }
  const tags = [...areas].sort((a, b) => a.localeCompare(b, 'fr')).map((name) => ({ name }));
  return { ...document, paths, tags };
}
