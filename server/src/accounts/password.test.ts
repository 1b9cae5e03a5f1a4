import { hashPassword, randomPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('Balle-courbe 2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('Balle-courbe 2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('balle-courbe 2026', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('même')).not.toBe(await hashPassword('même'));
  });

  it.each([null, '', 'plain', 'scrypt$1$2$3$salt'])('never matches the malformed stored value %p', async (stored) => {
    await expect(verifyPassword('x', stored)).resolves.toBe(false);
  });

  it('makes random passwords of 16 unambiguous characters', () => {
    const password = randomPassword();
    expect(password).toMatch(/^[a-zA-Z2-9]{16}$/);
    expect(password).not.toMatch(/[01lIO]/);
    expect(randomPassword()).not.toBe(password);
  });
});
