import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRemoteLoader, type ModuleFetcher } from './remote-loader';
import { RemoteLoaderContext, RemoteView } from './remote-view';

function renderView(fetchModule: ModuleFetcher, props?: Record<string, unknown>) {
  const loader = createRemoteLoader(fetchModule, { timeoutMs: () => 1000 });
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <RemoteView remote="public" module="Home" props={props} />
    </RemoteLoaderContext.Provider>,
  );
}

const page = (Component: ComponentType<Record<string, unknown>>) => ({ default: Component });

describe('RemoteView', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a loading line, then the page with its props', async () => {
    renderView(async () => page(({ greeting }) => <h1>{String(greeting)}</h1>), { greeting: 'Bonjour' });
    expect(screen.getByText('Chargement…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Bonjour' })).toBeTruthy();
  });

  it('renders a page already loaded once, from the start (a page the server rendered, hydrated)', async () => {
    const loader = createRemoteLoader(async () => page(Home), { timeoutMs: () => 1000 });
    let renders = 0;
    function Home() {
      renders += 1;
      return <h1>Accueil</h1>;
    }
    await loader.loadComponent('public', 'Home');
    await act(async () => {
      render(
        <RemoteLoaderContext.Provider value={loader}>
          <RemoteView remote="public" module="Home" />
        </RemoteLoaderContext.Provider>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('shows the French error panel when the remote cannot load, and retries on demand', async () => {
    let available = false;
    renderView(async (_remote, module) => {
      if (!available && module !== 'version') throw new Error('404');
      return page(() => <h1>Accueil</h1>);
    });
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('Section indisponible');
    available = true;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
  });

  it('contains a page that throws while rendering', async () => {
    let broken = true;
    renderView(async () =>
      page(() => {
        if (broken) throw new Error('render failure');
        return <h1>Réparé</h1>;
      }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    expect(await screen.findByRole('heading', { name: 'Réparé' })).toBeTruthy();
  });
});
