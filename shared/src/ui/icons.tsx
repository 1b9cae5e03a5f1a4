import type { Role } from '../session';
import { ROLE_LABELS } from '../permissions';

/**
 * The site's icons, drawn inline as SVG: no emoji font or icon font is needed to see them.
 * Decorative by default (hidden from assistive technology, the button around them carries the label);
 * pass `label` when the icon alone says something.
 */
export interface IconProps {
  size?: number;
  label?: string;
}

function Svg({ size = 24, label, path, filled = false }: IconProps & { path: string; filled?: boolean }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" focusable="false" {...a11y}>
      <path
        d={path}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const MENU = 'M4 6h16M4 12h16M4 18h16';
const CLOSE = 'M6 6l12 12M18 6 6 18';
const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0';
const CHEVRON_DOWN = 'M6 9l6 6 6-6';
const LOGIN = 'M10 17l5-5-5-5M15 12H3M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5';
const LOGOUT = 'M14 17l5-5-5-5M19 12H8M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5';
const SETTINGS =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2';
const ADMIN = 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4';
const ATTENTION = 'M12 3 2 20h20zM12 10v4M12 17h.01';
const SIGN_UP = 'M15 19a6 6 0 0 0-12 0M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M16 11h6';

export const MenuIcon = (props: IconProps) => <Svg {...props} path={MENU} />;
export const CloseIcon = (props: IconProps) => <Svg {...props} path={CLOSE} />;
export const BellIcon = (props: IconProps) => <Svg {...props} path={BELL} />;
export const ChevronDownIcon = (props: IconProps) => <Svg {...props} path={CHEVRON_DOWN} />;
export const LoginIcon = (props: IconProps) => <Svg {...props} path={LOGIN} />;
export const LogoutIcon = (props: IconProps) => <Svg {...props} path={LOGOUT} />;
export const SettingsIcon = (props: IconProps) => <Svg {...props} path={SETTINGS} />;
export const AdminIcon = (props: IconProps) => <Svg {...props} path={ADMIN} />;
export const SignUpIcon = (props: IconProps) => <Svg {...props} path={SIGN_UP} />;
/** A warning triangle: a form's last attempt failed (the team dialog's attention icon on error). */
export const AttentionIcon = (props: IconProps) => <Svg {...props} path={ATTENTION} />;
const STAR = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z';
/** A favourite team's star: outlined, or filled once chosen. */
export const StarIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Svg {...props} path={STAR} filled={filled} />
);

/** Each role has its own icon: the role's French name is the icon's accessible label. */

const ROLE_PATHS: Record<Role, string> = {
  dev: 'M8 6 2 12l6 6M16 6l6 6-6 6', // </>
  admin: 'M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z', // star
  captain: 'M4 4h16v10l-8 6-8-6z', // shield
  basic: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0', // person
};

export function RoleIcon({ role, size = 20 }: { role: Role; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={ROLE_LABELS[role]}
      data-role={role}
      focusable="false"
    >
      <path d={ROLE_PATHS[role]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The league's mark: a ball with its seams. */
export function BallIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="#ffffff" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7 4.5c2 2.2 2 12.8 0 15M17 4.5c-2 2.2-2 12.8 0 15" fill="none" stroke="#c62828" strokeWidth="1.5" />
    </svg>
  );
}
