import { hasAdminStatus, hasCaptainStatus, type Session } from '@league/shared';

/** Who may see a page of the route table; everyone else gets a French 'réservé' page. */
export type PageAccess = 'captain' | 'admin';

export const RESERVED_TEXT: Record<PageAccess, string> = {
  captain: 'Réservé aux capitaines et aux administrateurs.',
  admin: 'Réservé aux administrateurs.',
};

export function mayOpen(access: PageAccess | undefined, session: Session, archiveView: boolean): boolean {
  if (!access) return true;
  if (!session.loggedIn) return false;
  const role = session.perm.role;
  return access === 'captain' ? hasCaptainStatus(role, archiveView) : hasAdminStatus(role, archiveView);
}
