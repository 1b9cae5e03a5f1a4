import { onFirstUse } from './rare-modules';

const RARE = ['exceljs', 'sharp', 'sanitize-html', 'nodemailer', 'pg', 'pino-pretty'];

describe('modules only rare requests need', () => {
  it('are not loaded when the server starts', () => {
    const loaded: string[] = [];
    jest.isolateModules(() => {
      for (const name of RARE) {
        jest.doMock(name, () => {
          loaded.push(name);
          return {};
        });
      }
      // what main.ts loads before it listens, in a fresh registry
      /* eslint-disable @typescript-eslint/no-require-imports */
      require('./app');
      require('./startup');
      require('./backups/backup-schedule');
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    expect(loaded).toEqual([]);
  });

  it('are loaded once, on first use, by concurrent callers alike', async () => {
    const load = jest.fn(async () => ({ loaded: true }));
    const use = onFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([use(), use()]);
    expect(first).toBe(second);
    await use();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('are loaded again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('absent')).mockResolvedValueOnce('là');
    const use = onFirstUse(load);
    await expect(use()).rejects.toThrow('absent');
    await expect(use()).resolves.toBe('là');
  });
});
