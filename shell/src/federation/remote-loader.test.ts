import { firstValueFrom } from 'rxjs';
import { createRemoteLoader, RemoteLoadError } from './remote-loader';
import { remoteVersionsStore } from './remote-versions';

function Page() {
  return null;
}

describe('remote loader', () => {
  it('returns the default export and remembers it', async () => {
    const fetchModule = jest.fn(async (_remote: string, module: string) =>
      module === 'version' ? { default: '1.2.3' } : { default: Page },
    );
    const loader = createRemoteLoader(fetchModule, { timeoutMs: () => 1000 });
    expect(loader.loaded('public', 'Home')).toBeUndefined();
    await expect(loader.loadComponent('public', 'Home')).resolves.toBe(Page);
    expect(loader.loaded('public', 'Home')).toBe(Page);
    await loader.loadComponent('public', 'Home');
    expect(fetchModule.mock.calls.filter(([, module]) => module === 'Home')).toHaveLength(1);
  });

  it("records the remote's version once a page has loaded", async () => {
    const loader = createRemoteLoader(
      async (_remote, module) => (module === 'version' ? { default: '4.5.6' } : { default: Page }),
      { timeoutMs: () => 1000 },
    );
    await loader.loadComponent('timeslots', 'Timeslots');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await firstValueFrom(remoteVersionsStore.value$)).timeslots).toBe('4.5.6');
  });

  it('does not cache a failure: the next attempt asks again', async () => {
    const onFailure = jest.fn();
    const fetchModule = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValue({ default: Page });
    const loader = createRemoteLoader(fetchModule, { timeoutMs: () => 1000, onFailure });
    await expect(loader.loadComponent('admin', 'Admin')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(onFailure).toHaveBeenCalledWith('admin');
    await expect(loader.loadComponent('admin', 'Admin')).resolves.toBe(Page);
  });

  it('gives up when the remote does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const loader = createRemoteLoader(() => new Promise(() => undefined), { timeoutMs: () => 120_000 });
      const loading = loader.loadComponent('account', 'LoginDialog');
      jest.advanceTimersByTime(120_000);
      await expect(loading).rejects.toThrow(/no answer within 120000 ms/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a module without a component', async () => {
    const loader = createRemoteLoader(async () => ({ default: 42 }), { timeoutMs: () => 1000 });
    await expect(loader.loadComponent('public', 'Teams')).rejects.toThrow(/no component/);
  });
});
