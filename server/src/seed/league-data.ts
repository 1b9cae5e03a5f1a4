/** The fixed content of the demo league: teams, fields and sponsors (what a visitor reads is in French). */
import { NNBSP } from '@league/shared';

export interface TeamSpec {
  id: string;
  name: string;
  division: string;
  pool: string;
  color: string;
  /** The year the team joined the league. */
  joinYear: number;
}

export interface FieldSpec {
  id: string;
  name: string;
  type: 'indoor' | 'outdoor';
  address: string;
}

export type SponsorTier = '' | 'Platinum' | 'Gold' | 'Silver' | 'Bronze';

export interface SponsorSpec {
  id: string;
  name: string;
  tier: SponsorTier;
  website: string;
  description: string;
  telephone: string;
  email: string;
  color: string;
  /** Indexes into DEMO_TEAMS of the teams the sponsor supports. */
  teams: number[];
}

const TEAM_NAMES: [division: string, pool: string, name: string, color: string, joinYear: number][] = [
  ['A', 'Est', 'Les Castors de Rosemont', '#8b4513', 1998],
  ['A', 'Est', "Les Harfangs d'Anjou", '#1f3a93', 2003],
  ['A', 'Est', 'Les Carcajous de Mercier', '#2e7d32', 2011],
  ['A', 'Est', "Les Orignaux d'Hochelaga", '#c62828', 1998],
  ['A', 'Ouest', 'Les Huards de Verdun', '#00838f', 2001],
  ['A', 'Ouest', 'Les Faucons de Lachine', '#6a1b9a', 2015],
  ['A', 'Ouest', 'Les Ours de Pierrefonds', '#37474f', 2008],
  ['A', 'Ouest', 'Les Loups de Saint-Laurent', '#ef6c00', 2019],
  ['B', 'Est', 'Les Renards de Rivière-des-Prairies', '#d84315', 2005],
  ['B', 'Est', 'Les Ratons de Montréal-Nord', '#5d4037', 2022],
  ['B', 'Est', 'Les Caribous de Longueuil', '#f9a825', 1999],
  ['B', 'Est', 'Les Bernaches de Boucherville', '#558b2f', 2013],
  ['B', 'Ouest', 'Les Hiboux de Dorval', '#283593', 2010],
  ['B', 'Ouest', 'Les Lynx de Pointe-Claire', '#ad1457', 2017],
  ['B', 'Ouest', 'Les Marmottes de LaSalle', '#00695c', 2021],
  ['B', 'Ouest', 'Les Grizzlys de Beaconsfield', '#4e342e', 2006],
];

export const DEMO_TEAMS: TeamSpec[] = TEAM_NAMES.map(([division, pool, name, color, joinYear], index) => ({
  id: `team-${String(index + 1).padStart(2, '0')}`,
  name,
  division,
  pool,
  color,
  joinYear,
}));

export const DIVISIONS = ['A', 'B'] as const;
export const POOLS = ['Est', 'Ouest'] as const;

/** The first two are outdoor (rainouts happen there), the last two indoor. */
export const DEMO_FIELDS: FieldSpec[] = [
  { id: 'field-01', name: 'Parc Jarry', type: 'outdoor', address: '285, rue Faillon Ouest, Montréal (Québec) H2R 2W1' },
  {
    id: 'field-02',
    name: 'Parc Maisonneuve',
    type: 'outdoor',
    address: '4601, rue Sherbrooke Est, Montréal (Québec) H1X 2B1',
  },
  {
    id: 'field-03',
    name: 'Complexe sportif Claude-Robillard',
    type: 'indoor',
    address: '1000, avenue Émile-Journault, Montréal (Québec) H2M 2E7',
  },
  {
    id: 'field-04',
    name: 'Centre Pierre-Charbonneau',
    type: 'indoor',
    address: '3000, rue Viau, Montréal (Québec) H1V 3J3',
  },
];

export const DEMO_SPONSORS: SponsorSpec[] = [
  {
    id: 'sponsor-01',
    name: 'Quincaillerie Beaubien',
    tier: 'Platinum',
    website: 'https://quincaillerie-beaubien.example.com',
    description: `Quincaillerie de quartier depuis 1962${NNBSP}: outils, peinture et conseils de pro.`,
    telephone: '514 555-0142',
    email: 'info@quincaillerie-beaubien.example.com',
    color: '#b71c1c',
    teams: [0, 4],
  },
  {
    id: 'sponsor-02',
    name: 'Boulangerie du Plateau',
    tier: 'Gold',
    website: 'https://boulangerie-plateau.example.com',
    description: 'Pains au levain, viennoiseries et cafés pour les matinées de match.',
    telephone: '514 555-0178',
    email: 'bonjour@boulangerie-plateau.example.com',
    color: '#e65100',
    teams: [8],
  },
  {
    id: 'sponsor-03',
    name: 'Garage Tremblay et fils',
    tier: 'Silver',
    website: 'https://garage-tremblay.example.com',
    description: 'Mécanique générale et pneus, au service des familles de Longueuil.',
    telephone: '450 555-0113',
    email: 'service@garage-tremblay.example.com',
    color: '#455a64',
    teams: [10, 12],
  },
  {
    id: 'sponsor-04',
    name: 'Café Le Marché',
    tier: 'Bronze',
    website: 'https://cafe-le-marche.example.com',
    description: 'Le café du marché Jean-Talon, torréfié sur place.',
    telephone: '514 555-0199',
    email: 'allo@cafe-le-marche.example.com',
    color: '#6d4c41',
    teams: [1],
  },
  {
    id: 'sponsor-05',
    name: 'Physio Sport Verdun',
    tier: 'Bronze',
    website: 'https://physio-sport-verdun.example.com',
    description: `Physiothérapie du sport${NNBSP}: entorses, tendinites et retour au jeu.`,
    telephone: '514 555-0166',
    email: 'rendez-vous@physio-sport-verdun.example.com',
    color: '#00897b',
    teams: [],
  },
  {
    id: 'sponsor-06',
    name: 'Pizzeria Napoli du Mile End',
    tier: '',
    website: 'https://pizzeria-napoli.example.com',
    description: 'La pizza des soirs de victoire (et des autres).',
    telephone: '514 555-0107',
    email: 'commandes@pizzeria-napoli.example.com',
    color: '#2e7d32',
    teams: [13],
  },
];
