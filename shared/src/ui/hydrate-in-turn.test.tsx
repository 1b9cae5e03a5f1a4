import { useEffect, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { HydrateInTurn, hydrateInTurns } from './hydrate-in-turn';

/** A button counting its taps: it counts once hydrated, and does nothing while it is still the server's HTML. */
function Counter({ name, effects }: { name: string; effects: string[] }) {
  const [taps, setTaps] = useState(0);
  useEffect(() => void effects.push(name), [effects, name]);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {name} {taps}
    </button>
  );
}

function Page({ effects }: { effects: string[] }) {
  return (
    <div>
      <Counter name="menu" effects={effects} />
      <HydrateInTurn as="section" aria-label="Classement">
        <Counter name="standings" effects={effects} />
        <HydrateInTurn as="p">
          <Counter name="results" effects={effects} />
        </HydrateInTurn>
      </HydrateInTurn>
      <HydrateInTurn as="footer" className="bas">
        <Counter name="footer" effects={effects} />
      </HydrateInTurn>
      <p>the end</p>
    </div>
  );
}

function LaterFooter() {
  return (
    <HydrateInTurn as="footer" later>
      <Counter name="footer" effects={[]} />
    </HydrateInTurn>
  );
}

const button = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.startsWith(name)) as HTMLButtonElement;

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page effects={[]} />);
  document.body.append(container);
  return container;
}

describe('HydrateInTurn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('adds nothing to the server’s HTML', () => {
    expect(renderToString(<Page effects={[]} />)).toBe(
      '<div><button type="button">menu 0</button><section aria-label="Classement"><button type="button">standings 0</button>' +
        '<p><button type="button">results 0</button></p></section>' +
        '<footer class="bas"><button type="button">footer 0</button></footer><p>the end</p></div>',
    );
  });

  it('hydrates the page part by part, one task each, keeping the server’s nodes on screen meanwhile', async () => {
    const container = serverPage();
    const nodes = Array.from(container.querySelectorAll('*'));
    const effects: string[] = [];
    let done = false;
    // a slice of 0 ms: every part waits for a task of its own
    const hydrated = hydrateInTurns(() => hydrateRoot(container, <Page effects={effects} />), 0).then(() => {
      done = true;
    });
    // the first task hydrated what is outside any part: it answers; the parts are still the server's HTML
    const answers = async () => {
      for (const name of ['menu', 'standings', 'results', 'footer']) button(container, name).click();
      await Promise.resolve();
      return ['menu', 'standings', 'results', 'footer'].filter(
        (name) => !button(container, name).textContent?.endsWith(' 0'),
      );
    };
    const task = () => new Promise((resolve) => setTimeout(resolve, 0));
    expect(await answers()).toEqual(['menu']);
    // then each part in a task of its own, in the page's order; a part inside one after those paused before it
    await task();
    expect(await answers()).toEqual(['menu', 'standings']);
    await task();
    expect(await answers()).toEqual(['menu', 'standings', 'footer']);
    expect(done).toBe(false);
    await task();
    expect(await answers()).toEqual(['menu', 'standings', 'results', 'footer']);

    await hydrated;
    expect(done).toBe(true);
    expect(effects.sort()).toEqual(['footer', 'menu', 'results', 'standings']);
    // the same elements throughout: nothing was built again
    expect(Array.from(container.querySelectorAll('*'))).toEqual(nodes);
    expect(nodes.every((node) => node.isConnected)).toBe(true);
  });

  it('takes one task for the whole page while the slice lasts', async () => {
    const container = serverPage();
    const effects: string[] = [];
    const hydrated = hydrateInTurns(() => hydrateRoot(container, <Page effects={effects} />), 60_000);
    button(container, 'results').click();
    await Promise.resolve();
    expect(button(container, 'results').textContent).toBe('results 1');
    await hydrated;
  });

  it('makes a part marked `later` wait for a turn of its own, whatever is left of the slice', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LaterFooter />);
    document.body.append(container);
    const hydrated = hydrateInTurns(() => hydrateRoot(container, <LaterFooter />), 60_000);
    button(container, 'footer').click();
    await Promise.resolve();
    expect(button(container, 'footer').textContent).toBe('footer 0');
    await hydrated;
    await act(async () => button(container, 'footer').click());
    expect(button(container, 'footer').textContent).toBe('footer 1');
  });

  it('renders its children at once outside a hydration, and never pauses a part already on screen', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page effects={[]} />));
    expect(container.querySelectorAll('button')).toHaveLength(4);
    // a hydration elsewhere with its slice used does not touch this page's parts
    const other = serverPage();
    const hydrated = hydrateInTurns(() => hydrateRoot(other, <Page effects={[]} />), 0);
    await act(async () => root.render(<Page effects={['again']} />));
    expect(container.querySelectorAll('button')).toHaveLength(4);
    await hydrated;
    root.unmount();
  });
});
