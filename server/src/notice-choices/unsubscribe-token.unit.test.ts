import { randomBytes } from 'node:crypto';
import { offeredChoices } from './notice-choices-service';
import { readUnsubscription, signUnsubscription, type Unsubscription } from './unsubscribe-token';

const key = randomBytes(32);
const lea: Unsubscription = { userId: 'user-lea', kind: 'moves', teamId: 'team-03' };

describe('the unsubscribe token', () => {
  it('reads back what it names, with the same key only', () => {
    const token = signUnsubscription(key, lea);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(readUnsubscription(key, token)).toEqual(lea);
    expect(readUnsubscription(randomBytes(32), token)).toBeNull();
    const league = { userId: 'user-admin', kind: 'decisions', teamId: '' } as const;
    expect(readUnsubscription(key, signUnsubscription(key, league))).toEqual(league);
  });

  it('refuses another account, kind or team under the same signature', () => {
    const [, signature] = signUnsubscription(key, lea).split('.');
    for (const other of [
      ['user-max', 'moves', 'team-03'],
      ['user-lea', 'results', 'team-03'],
      ['user-lea', 'moves', 'team-04'],
    ]) {
      const payload = Buffer.from(JSON.stringify(other)).toString('base64url');
      expect(readUnsubscription(key, `${payload}.${signature}`)).toBeNull();
    }
  });

  it('refuses malformed tokens, and a signed payload that names no notice', () => {
    const token = signUnsubscription(key, lea);
    for (const bad of ['', token.split('.')[0] ?? '', `${token}.x`, `${token}x`, `.${token.split('.')[1]}`]) {
      expect(readUnsubscription(key, bad)).toBeNull();
    }
    const unknownKind = signUnsubscription(key, { ...lea, kind: 'tout' as never });
    expect(readUnsubscription(key, unknownKind)).toBeNull();
  });
});

describe('the choices offered', () => {
  const teams = [
    { id: 't1', name: 'Lions', captain: true },
    { id: 't2', name: 'Aigles', captain: false },
  ];
  it('gives each followed team its moves and results, a captained one its decisions, an admin the league’s', () => {
    const kinds = (isAdmin: boolean) => offeredChoices(teams, isAdmin).map((row) => `${row.kind} ${row.teamId}`);
    expect(kinds(false)).toEqual(['moves t1', 'results t1', 'decisions t1', 'moves t2', 'results t2']);
    expect(kinds(true)).toEqual(['moves t1', 'results t1', 'decisions t1', 'moves t2', 'results t2', 'decisions ']);
  });
});
