import { checkAnswer } from './contract';

describe('checkAnswer', () => {
  it('lets an answer that matches the contract through', async () => {
    const answer = { success: true as const, message: 'ok' };
    await expect(checkAnswer('successSchema', answer)).resolves.toBe(answer);
  });

  it('refuses an answer that breaks the contract outside production builds', async () => {
    await expect(checkAnswer('teamsResponseSchema', { teams: [{ name: 'Les Lions' }] })).rejects.toThrow();
  });
});
