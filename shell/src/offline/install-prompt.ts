/**
 * The browser's offer to install the site (`beforeinstallprompt`, Chromium's browsers), kept for the footer's
 * « Installer l'application »: the browser fires it once, early, and the page shows it when the person asks.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;

export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no browser bar: the offer stays discreet, in the footer
    deferred = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => (deferred = null));
}

/** The kept offer, used once. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const event = deferred;
  deferred = null;
  return event;
}
