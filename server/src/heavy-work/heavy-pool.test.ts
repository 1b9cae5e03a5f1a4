import { join } from 'node:path';
import type * as SvgTasks from '../media/svg-tasks';
import { nestedSvg } from '../test-support/heavy-files';
import { closeHeavyWork, HEAVY_MESSAGES, HeavyRefusal, runHeavy } from './heavy-pool';
import { heavyTasks } from './heavy-task';

/** The media's task, handed to the pool here as media hands it (image-upload.ts). */
const cleanSvg = heavyTasks<typeof SvgTasks>(join(__dirname, '../media/svg-tasks'))('cleanSvg', {
  ms: 5_000,
  overrun: 422,
});

const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>';
/** A few thousand shapes: tens of milliseconds to clean, so a budget of 1 ms always runs out. */
const busyLogo = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="5" height="5"/>'.repeat(4_000)}</svg>`;

describe('the heavy-work pool', () => {
  afterAll(() => closeHeavyWork());

  it('runs a task on a worker thread and answers its value', async () => {
    await expect(runHeavy(cleanSvg, logo)).resolves.toMatch(/^<svg[^>]*><rect/);
  });

  it('answers a refusal decided on the thread with its status and French message', async () => {
    const refusal = await runHeavy(cleanSvg, nestedSvg(60).toString()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HeavyRefusal);
    expect(refusal).toMatchObject({ statusCode: 422, message: expect.stringContaining('trop complexe') });
  });

  it('stops a task over its budget with a French 422, and the next task still runs', async () => {
    const stopped = await runHeavy(cleanSvg, busyLogo, [], 1).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ statusCode: 422, message: HEAVY_MESSAGES.tooLong(1) });
    await expect(runHeavy(cleanSvg, logo)).resolves.toMatch(/^<svg/);
  });

  it('fails, as a server error, on a task its module does not hold', async () => {
    const missing = { ...cleanSvg, name: 'cleanPng' };
    const failure = await runHeavy(missing, logo).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(HeavyRefusal);
    expect(failure).toMatchObject({ message: expect.stringContaining('No heavy task cleanPng') });
  });
});
