/** French typography and grammar for what people read: punctuation spacing, a reason after a message, team names. */

/** The narrow no-break space French puts before « : », « ? », « ! » and « ; ». */
export const NNBSP = '\u202f';

/** 'Le match n'a pas pu être ajouté : Ce match existe déjà', said once: a reason equal to the message is dropped. */
export function withReason(message: string, reason?: string | null): string {
  const said = reason?.trim();
  if (!said || said === message || message.endsWith(said)) return message;
  if (said.startsWith(message)) return said;
  return `${message}${NNBSP}: ${said}`;
}

const ARTICLE = /^(?:(les|le|la)\s+|(l)['’]\s*)/i;
const VOWEL = /^[aeiouyàâäéèêëîïôöûü]/i;

/** A team's name split into its leading article (lower case) and the rest: 'Les Lynx' → ['les', 'Lynx']. */
function splitArticle(team: string): [string | undefined, string] {
  const found = ARTICLE.exec(team);
  if (!found) return [undefined, team];
  return [(found[1] ?? found[2])?.toLowerCase(), team.slice(found[0].length)];
}

const OF: Record<string, string> = { les: 'des ', le: 'du ', la: 'de la ', l: 'de l’' };
const TO: Record<string, string> = { les: 'aux ', le: 'au ', la: 'à la ', l: 'à l’' };

/** 'de' before a team's name, as French contracts it: 'des Lynx', 'du Rocher', 'de la Meute', 'd’Anjou', 'de Verdun'. */
export function ofTeam(team: string): string {
  const [article, rest] = splitArticle(team);
  if (article) return `${OF[article]}${rest}`;
  return VOWEL.test(team) ? `d’${team}` : `de ${team}`;
}

/** 'à' before a team's name, as French contracts it: 'aux Bernaches', 'au Rocher', 'à la Meute', 'à l’Élan', 'à Verdun'. */
export function toTeam(team: string): string {
  const [article, rest] = splitArticle(team);
  return article ? `${TO[article]}${rest}` : `à ${team}`;
}

/** A field as a sentence names it: « Terrain Jarry »; a name that already says so stays as it is (« Terrain du Moulin »). */
export function fieldNamed(name: string): string {
  const trimmed = name.trim();
  return saysField(trimmed) ? trimmed : `Terrain ${trimmed}`;
}

/**
 * A field after its article: « le terrain Jarry », « le Terrain du Moulin » (never « le terrain Terrain du Moulin »);
 * `start`: at the start of a sentence, « Le ».
 */
export function theField(name: string, start = false): string {
  const trimmed = name.trim();
  return `${start ? 'Le' : 'le'} ${saysField(trimmed) ? trimmed : `terrain ${trimmed}`}`;
}

const saysField = (name: string) => /^terrains?(\s|$)/i.test(name);
