/** Players and free agents with Québec names, drawn by the seeded PRNG so that they are reproducible. */
import type { Rng } from './prng';

const FIRST_NAMES = (
  'Émilie Mathieu Catherine Maxime Geneviève Olivier Julie Samuel Isabelle Gabriel Véronique Félix ' +
  'Mélanie Alexandre Annie Étienne Chantal Philippe Josée Simon Marie-Ève Louis Karine Vincent Nathalie ' +
  'Jérôme Audrey Patrick Valérie Sébastien Stéphanie Francis Caroline Marc-André Sarah Guillaume Amélie ' +
  'Hugo Noémie William'
).split(' ');

const LAST_NAMES = (
  'Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier Bélanger ' +
  'Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier Dubé Poirier ' +
  'Fournier Lapointe Leclerc Lefebvre Poulin Thibault St-Pierre Nadeau Martin Landry Martel Bédard ' +
  'Grenier Lessard Bernier Richard Michaud Hébert Desjardins Couture Turcotte Lachance Parent'
).split(' ');

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

export interface PlannedPlayer {
  id: string;
  name: string;
  teamId: string;
}

export interface PlannedFreeAgent {
  id: string;
  name: string;
  email: string;
}

/** Draws distinct full names; `taken` collects every name handed out so far. */
export function nameDrawer(rng: Rng, taken = new Set<string>()): () => string {
  return () => {
    for (;;) {
      const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
}

/** 10 to 14 players on every team, ids `<prefix>-001` onwards. */
export function planPlayers(
  teamIds: readonly string[],
  rng: Rng,
  draw: () => string,
  prefix = 'player',
): PlannedPlayer[] {
  const players: PlannedPlayer[] = [];
  for (const teamId of teamIds) {
    const size = rng.int(10, 14);
    for (let i = 0; i < size; i++) {
      players.push({ id: `${prefix}-${String(players.length + 1).padStart(3, '0')}`, name: draw(), teamId });
    }
  }
  return players;
}

/** 'Marie-Ève St-Pierre' → 'marie-eve.st-pierre'. */
export function emailLocalPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');
}

export function planFreeAgents(count: number, rng: Rng, draw: () => string): PlannedFreeAgent[] {
  return Array.from({ length: count }, (_, index) => {
    const name = draw();
    return {
      id: `free-agent-${String(index + 1).padStart(2, '0')}`,
      name,
      email: `${emailLocalPart(name)}@${rng.pick(EMAIL_DOMAINS)}`,
    };
  });
}
