import { DEMO_EMAILS } from './demo-accounts';
import { demoPasswords, formatPasswordTable } from './demo-passwords';

describe('demo passwords', () => {
  it('uses DEMO_PASSWORD for every account when it is set', () => {
    const { passwords, generated } = demoPasswords({ DEMO_PASSWORD: 'balle-molle' });
    expect(generated).toBe(false);
    expect(Object.values(passwords)).toEqual(['balle-molle', 'balle-molle', 'balle-molle', 'balle-molle']);
  });

  it.each([{}, { DEMO_PASSWORD: '' }])('draws a different random password per account otherwise (%o)', (env) => {
    const { passwords, generated } = demoPasswords(env);
    expect(generated).toBe(true);
    expect(new Set(Object.values(passwords)).size).toBe(4);
    for (const password of Object.values(passwords)) expect(password).toHaveLength(16);
  });

  it('prints a table of e-mail, role and password', () => {
    const table = formatPasswordTable({ dev: 'p1', admin: 'p2', captain: 'p3', member: 'p4' });
    const lines = table.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^e-mail\s+rôle\s+mot de passe$/);
    expect(lines[5]).toMatch(new RegExp(`^${DEMO_EMAILS.member}\\s+basic\\s+p4$`));
  });
});
