import { ROLES, type Role } from './session';

/** Role ranks: dev 0 (highest), admin 1, captain 2, basic 3 (the default). */
export const ROLE_RANK: Record<Role, number> = { dev: 0, admin: 1, captain: 2, basic: 3 };

/** Each role's French name, as the menus and the admin area show it. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  dev: 'Développeur',
  admin: 'Administrateur',
  captain: 'Capitaine',
  basic: 'Membre',
};

/** The roles with admin status (the people the league's mail to « the administrators » goes to). */
export const ADMIN_ROLES: readonly Role[] = ROLES.filter((role) => ROLE_RANK[role] <= ROLE_RANK.admin);

/** Admin status holds for admin or dev, never in archive mode. */
export function hasAdminStatus(role: Role, archiveView = false): boolean {
  return !archiveView && ROLE_RANK[role] <= ROLE_RANK.admin;
}

/** Captain status: captains (and above) outside archive mode. */
export function hasCaptainStatus(role: Role, archiveView = false): boolean {
  return !archiveView && ROLE_RANK[role] <= ROLE_RANK.captain;
}

export function hasDevStatus(role: Role, archiveView = false): boolean {
  return !archiveView && role === 'dev';
}

/** A team captain or an admin may update a team listed in their permitted teams. */
export function canManageTeam(role: Role, captainTeamIds: readonly string[], teamId: string, archiveView = false) {
  return hasAdminStatus(role, archiveView) || (!archiveView && captainTeamIds.includes(teamId));
}
