import { checkContract } from './contract';

describe('checkContract', () => {
  it('lets an answer that matches the contract through', async () => {
    const answer = { success: true as const, message: 'ok' };
    await expect(checkContract('successSchema', answer)).resolves.toBe(answer);
  });

  it('refuses an answer that breaks the contract outside production builds', async () => {
    await expect(checkContract('teamsResponseSchema', { teams: [{ name: 'Les Lions' }] })).rejects.toThrow();
  });
});
