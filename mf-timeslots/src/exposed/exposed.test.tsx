import { REMOTES } from '@league/shared';

/** The shell loads the modules REMOTES.timeslots names from `src/exposed/<kebab name>.tsx` (webpack exposes). */
describe('exposed modules', () => {
  it.each([
    ['Timeslots', 'TimeslotsPage'],
    ['TimeslotConfirmationDialog', 'TimeslotConfirmationDialog'],
  ])('%s is exposed as the default export %s', async (module, component) => {
    expect(REMOTES.timeslots.modules).toContain(module);
    const kebab = module.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
    const { default: exposed } = (await import(`./${kebab}`)) as { default: { name: string } };
    expect(exposed.name).toBe(component);
  });
});
