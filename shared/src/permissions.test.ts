import { ADMIN_ROLES, ROLE_LABELS, canManageTeam, hasAdminStatus, hasCaptainStatus, hasDevStatus } from './permissions';

describe('permissions', () => {
  it.each([
    ['dev', true, true, true],
    ['admin', true, true, false],
    ['captain', false, true, false],
    ['basic', false, false, false],
  ] as const)('%s: admin %p, captain %p, dev %p', (role, admin, captain, dev) => {
    expect(hasAdminStatus(role)).toBe(admin);
    expect(hasCaptainStatus(role)).toBe(captain);
    expect(hasDevStatus(role)).toBe(dev);
  });

  it.each(['dev', 'admin', 'captain'] as const)('%s loses every status in archive mode', (role) => {
    expect(hasAdminStatus(role, true)).toBe(false);
    expect(hasCaptainStatus(role, true)).toBe(false);
    expect(hasDevStatus(role, true)).toBe(false);
  });

  it('lets a captain manage only their teams, and an admin any team', () => {
    expect(canManageTeam('captain', ['t1'], 't1')).toBe(true);
    expect(canManageTeam('captain', ['t1'], 't2')).toBe(false);
    expect(canManageTeam('admin', [], 't2')).toBe(true);
    expect(canManageTeam('basic', ['t1'], 't1')).toBe(true);
    expect(canManageTeam('captain', ['t1'], 't1', true)).toBe(false);
  });
});

describe('roles named once', () => {
  it('gives each role its French name', () => {
    expect(ROLE_LABELS).toEqual({ dev: 'Développeur', admin: 'Administrateur', captain: 'Capitaine', basic: 'Membre' });
  });

  it('counts developers and administrators as the admin roles', () => {
    expect(ADMIN_ROLES).toEqual(['dev', 'admin']);
  });
});
