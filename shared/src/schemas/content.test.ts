import {
  fieldAddBodySchema,
  freeAgentAddBodySchema,
  playerAddBodySchema,
  resourceCreateBodySchema,
  resourceEditBodySchema,
  settingsUpdateBodySchema,
} from './index';

describe('content bodies', () => {
  it('reads a field with its defaults, trimmed', () => {
    expect(fieldAddBodySchema.parse({ name: ' Parc ' })).toEqual({ name: 'Parc', type: 'outdoor', address: '' });
    expect(fieldAddBodySchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Le nom du terrain est requis');
    expect(fieldAddBodySchema.safeParse({ name: 'Parc', type: 'roof' }).success).toBe(false);
  });

  it('reads a player on a team, and a free agent with an e-mail', () => {
    expect(playerAddBodySchema.parse({ name: 'Zoé', team: 'Les Lions' })).toEqual({
      name: 'Zoé',
      team: 'Les Lions',
      knownteams: [],
    });
    expect(playerAddBodySchema.safeParse({ name: 'Zoé' }).success).toBe(false);
    expect(freeAgentAddBodySchema.safeParse({ name: 'Julie', email: 'julie@exemple.ca' }).success).toBe(true);
    expect(freeAgentAddBodySchema.safeParse({ name: 'Julie', email: 'pas un courriel' }).success).toBe(false);
  });

  it('reads page bodies: a title to create, something to change to edit', () => {
    expect(resourceCreateBodySchema.parse({ title: 'Règlements' })).toEqual({ title: 'Règlements', data: '' });
    expect(resourceEditBodySchema.safeParse({}).error?.issues[0]?.message).toBe('Aucune modification à enregistrer');
    expect(resourceEditBodySchema.safeParse({ newName: 'Nouveau', extra: 1 }).success).toBe(false);
  });

  it('checks each setting sent with the registry, and refuses unknown keys', () => {
    expect(settingsUpdateBodySchema.parse({ showSignUp: false })).toEqual({ showSignUp: false });
    expect(settingsUpdateBodySchema.safeParse({ pointRules: { win: 3, tie: 1 } }).success).toBe(false);
    expect(settingsUpdateBodySchema.safeParse({ leagueName: 'x', color: 'red' }).success).toBe(false);
    expect(settingsUpdateBodySchema.safeParse({}).success).toBe(false);
  });
});
