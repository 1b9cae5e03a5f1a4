import { TAP_HELD_ATTRIBUTE } from '@league/shared';

import { FOR_VISITORS_ATTRIBUTE, HELD_ATTRIBUTE, holdEarlyTaps, pageAnswers, sessionKnown } from './early-taps';

function page() {
  document.body.innerHTML = `
    <form><button id="menu">Menu</button><button id="star" disabled>Favori</button></form>
    <div id="toggle" role="button"><span id="inside">Colonnes</span></div>
    <a id="link" href="#ailleurs">Calendrier</a>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

describe('taps before the page answers', () => {
  it("marks a held tap with the name the early dialogs use for a drawing's held send (the start file imports nothing)", () => {
    expect(HELD_ATTRIBUTE).toBe(TAP_HELD_ATTRIBUTE);
  });

  it('holds the last button tapped away from the page (React would drop it while hydrating), then taps it again', () => {
    const byId = page();
    holdEarlyTaps(document);
    const heard: string[] = [];
    // as React hears taps: on the page's root, in both phases
    const hear = (event: Event) => heard.push((event.target as HTMLElement).closest('[id]')?.id ?? '');
    document.body.addEventListener('click', hear, true);
    let sent = 0;
    document.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      sent += 1;
    });
    byId('menu').click();
    byId('inside').click(); // inside a role="button": that element is the one tapped
    expect({ heard, sent }).toEqual({ heard: [], sent: 0 }); // held: nobody heard them, no form was sent
    // the button held looks so, and only the last one
    expect([...document.querySelectorAll(`[${HELD_ATTRIBUTE}]`)].map((element) => element.id)).toEqual(['toggle']);
    pageAnswers(document);
    expect(heard).toEqual(['toggle']); // the last one only (the element tapped: the span's role="button"), once
    expect(document.querySelector(`[${HELD_ATTRIBUTE}]`)).toBeNull();
    byId('menu').click(); // from now on, taps go through
    expect({ heard, sent }).toEqual({ heard: ['toggle', 'menu'], sent: 1 });
    pageAnswers(document);
    expect(heard).toEqual(['toggle', 'menu']);
  });

  it('leaves links and disabled buttons alone, and forgets a button the page no longer has', () => {
    const byId = page();
    holdEarlyTaps(document);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const disabled = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('star').dispatchEvent(disabled);
    expect(disabled.defaultPrevented).toBe(false);
    const menu = byId('menu');
    menu.setAttribute('type', 'button');
    let replayed = 0;
    menu.addEventListener('click', () => (replayed += 1));
    menu.click();
    menu.remove(); // the page was rendered afresh: another element stands there now
    pageAnswers(document);
    expect(replayed).toBe(0); // held away from the page, and not made again on a detached button
  });

  it("leaves a <details>' summary to the browser, and holds a popover's button where the browser has no popovers", () => {
    document.body.innerHTML = `
      <details id="filters"><summary id="summary"><span id="label">Filtrer</span></summary></details>
      <button id="menu" type="button" popovertarget="drawer">Menu</button><nav id="drawer" popover>…</nav>`;
    holdEarlyTaps(document);
    const summaryTap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('label')?.dispatchEvent(summaryTap);
    expect(summaryTap.defaultPrevented).toBe(false); // the details open as they would without any script
    expect(document.querySelector(`[${HELD_ATTRIBUTE}]`)).toBeNull();
    // this browser (jsdom) cannot open a popover by itself: the page's own handler must get the tap once it answers
    expect(Object.hasOwn(HTMLElement.prototype, 'togglePopover')).toBe(false);
    const menuTap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('menu')?.dispatchEvent(menuTap);
    expect(menuTap.defaultPrevented).toBe(true);
    expect(document.getElementById('menu')?.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    pageAnswers(document);
  });

  it('leaves to the browser a button that opens a dialog the server drew, where it has commands and the dialog is there', () => {
    document.body.innerHTML = `
      <button id="edit" type="button" commandfor="league-early-teamEditor" command="show-modal">Modifier l’équipe</button>
      <button id="other" type="button" commandfor="league-early-sponsorEditor" command="show-modal">Modifier</button>
      <dialog id="league-early-teamEditor" data-early-dialog></dialog>`;
    const tap = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // jsdom has no commands: held, and tapped again once the page answers
    holdEarlyTaps(document);
    expect(tap('edit')).toBe(true);
    pageAnswers(document);
    // a browser with commands (Chromium 135 and later) opens the dialog by itself; the one not drawn is held
    Object.defineProperty(HTMLButtonElement.prototype, 'commandForElement', { configurable: true, get: () => null });
    try {
      holdEarlyTaps(document);
      expect(tap('edit')).toBe(false);
      expect(document.getElementById('edit')?.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
      expect(tap('other')).toBe(true);
      expect(document.getElementById('other')?.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
      pageAnswers(document);
    } finally {
      delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
    }
  });

  it.each([
    [false, ['login']],
    [true, []],
  ])(
    'holds « Se connecter » until the session is known: tapped again for a visitor (logged in: %s)',
    (loggedIn, heardAfter) => {
      document.body.innerHTML = `<button id="login" ${FOR_VISITORS_ATTRIBUTE}>Se connecter</button>`;
      holdEarlyTaps(document);
      const heard: string[] = [];
      document.body.addEventListener('click', (event) => heard.push((event.target as HTMLElement).id), true);
      document.getElementById('login')!.click();
      pageAnswers(document);
      expect(heard).toEqual([]); // not yet: the server drew it for everyone
      expect(document.getElementById('login')!.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
      sessionKnown(document, loggedIn);
      expect(heard).toEqual(heardAfter);
      expect(document.getElementById('login')!.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    },
  );
});
