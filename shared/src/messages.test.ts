import { englishWordsIn } from './french-words';
import { catalogue, formatMessage, labels, messages, specWordingOf, type MessageKey } from './messages';

/** The messages as the spec words them ('(date, field)' written with the code's placeholders). */
const SPEC_MESSAGES = [
  'Invalid request type',
  'Unknown Error',
  'Le mot de passe doit etre réinitialisé',
  'Erreur de sauvegarde des informations',
  'Courriel manquant',
  'Mot de passe manquant',
  'Password do not match',
  'Could not load Team Info',
  'Could not fetch App configuration',
  'Le service de cartes Google Maps ne peut etre utilisé.',
  "Le match n'a pas pu être ajouté",
  "Erreurs lors de l'import des matchs provenant du fichier {file}",
  'Failed to remove match {id}',
  'Failed to approve match {id}',
  'Failed to edit match {id}',
  'Invalid match ID',
  'Failed to reschedule match ({date}, {field})',
  'Failed to send email from {team} to reschedule the match',
  'Failed to add field',
  'Failed to remove field',
  'Could not add sponsor',
  'Could not edit sponsor',
  'Could not remove sponsor',
  'Failed to add team {name} to favorites',
  'Failed to reorder favorite team list',
  'Team not found in the list of favorite teams {name}',
  'Team not found in the list of teams you captain {name}',
  'Failed to add player {name}',
  'Failed to remove player {id}',
  'Failed to add free agent {name}',
  'Failed to remove free agent {id}',
  'Failed to send email for free agent {name}',
  'Failed to send email from {name} ({email})',
  'Failed to confirm timeslot request for match ({date}, {field})',
  'Failed to deny reservation request ({date}, {field})',
  'Failed to add timeslot on {date}',
  'Failed to remove timeslot ({id})',
  'Could not retrieve resource list',
  'Could not retrieve resource <{title}>',
  'Could not retrieve league description',
  'Could not retrieve join team message',
  'Could not retrieve archives',
  'Could not archive current season',
  'Unable to edit archive',
  'Could not retrieve backups',
  'Could not create backup',
  'Could not delete backup',
  'Could not restore backup',
  'Could not download backup',
  'Cannot download backup',
  'Could not retrieve users',
  'Could not retrieve account requests',
  'Could not retrieve server logs',
  'Could not remove team',
  'Could not edit team',
  'Could not add team',
  'Free agent was added',
  'Free agent was removed',
  'Email was sent',
  'Timeslot was added',
  'A login link was sent to your email address',
];

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();
const names = Object.keys(messages) as MessageKey[];

describe('message catalogue', () => {
  it('fills placeholders', () => {
    expect(formatMessage('matchRescheduleFailed', { date: 'samedi 6 juin 2026', field: 'Parc Jarry' })).toBe(
      "Le match n'a pas pu être déplacé (samedi 6 juin 2026, Parc Jarry)",
    );
  });

  it('keeps a placeholder visible when its value is missing', () => {
    expect(formatMessage('resourceFailed')).toBe("Le document «\u202f{title}\u202f» n'a pas pu être chargé");
  });

  it.each([
    ['Timeslot was added', 'Plage horaire ajoutée'],
    ['A login link was sent to your email address', 'Un lien de connexion a été envoyé à votre adresse courriel'],
    ['Password do not match', 'Les mots de passe ne correspondent pas'],
    ['Could not add team', "L'équipe n'a pas pu être ajoutée"],
    ['Le mot de passe doit etre réinitialisé', 'Le mot de passe doit être réinitialisé'],
    [
      'Le service de cartes Google Maps ne peut etre utilisé.',
      'Le service de cartes Google Maps ne peut être utilisé.',
    ],
  ] as const)('says « %s » as « %s »', (wording, french) => {
    expect(catalogue[wording]).toBe(french);
  });

  it.each(SPEC_MESSAGES)('renders « %s » in French with the same placeholders', (wording) => {
    expect(Object.keys(catalogue)).toContain(wording);
    const french: string = catalogue[wording as keyof typeof catalogue];
    expect(placeholdersOf(french)).toEqual(placeholdersOf(wording));
    const name = names.find((key) => specWordingOf(key) === wording);
    const params = Object.fromEntries(placeholdersOf(wording).map((placeholder) => [placeholder, `«${placeholder}»`]));
    const said = formatMessage(name!, params);
    expect(said).not.toMatch(/[{}]/);
    for (const placeholder of placeholdersOf(wording)) expect(said).toContain(`«${placeholder}»`);
  });

  it.each(Object.entries(catalogue))('has no English word in « %s »', (_wording, french) => {
    expect(englishWordsIn(french)).toEqual([]);
  });

  it.each(Object.entries(labels))('has no English word in the label %s', (_name, french) => {
    expect(englishWordsIn(french)).toEqual([]);
  });

  it.each(Object.entries(catalogue))('spaces French punctuation in « %s »', (_wording, french) => {
    expect(french).not.toMatch(/(^|[^\u202f])[:?!;]/);
    expect(french).not.toMatch(/«[^\u202f]|[^\u202f]»/);
  });

  it('names each message of the catalogue once, and the name reads its French text', () => {
    const wordings = names.map(specWordingOf);
    expect([...wordings].sort()).toEqual(Object.keys(catalogue).sort());
    for (const name of names) expect(messages[name]).toBe(catalogue[specWordingOf(name)]);
    expect(messages.timeslotAdded).toBe('Plage horaire ajoutée');
  });
});
