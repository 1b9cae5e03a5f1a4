import { NNBSP } from '@league/shared';
import { takeInstallPrompt } from './install-prompt';

/** How to add the site to an iPhone's or iPad's home screen: Safari has no install prompt. */
export const IPHONE_HELP = `Sur iPhone ou iPad, dans Safari${NNBSP}: touchez Partager, puis «${NNBSP}Sur l’écran d’accueil${NNBSP}».`;
/** Elsewhere without the browser's offer: its menu has the command. */
export const OTHER_HELP = `Dans le menu du navigateur, choisissez «${NNBSP}Installer l’application${NNBSP}» ou «${NNBSP}Ajouter à l’écran d’accueil${NNBSP}».`;

const isAppleMobile = (userAgent: string, touchPoints: number) =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);

/**
 * « Installer l'application », loaded when tapped (install-button.tsx): the browser's own offer where it made one
 * (null: nothing to explain), else a short explanation for this browser.
 */
export async function installApp(): Promise<string | null> {
  const offer = takeInstallPrompt();
  if (offer) {
    await offer.prompt();
    await offer.userChoice.catch(() => undefined);
    return null;
  }
  return isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) ? IPHONE_HELP : OTHER_HELP;
}
