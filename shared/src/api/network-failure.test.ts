import { errorText, NETWORK_FAILURE } from '../write/error-text';
import { apiRequest, ApiError } from './client';
import { OFFLINE_ACTION, OFFLINE_READ } from './network-failure';

describe('a call the network never answers', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });
  const offline = () => jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  it('says offline that a change needs a connection, in French, where the write kit shows it', async () => {
    offline();
    const error = await apiRequest('POST', '/api/myaccount/edit', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: OFFLINE_ACTION });
    expect(errorText(error)).toBe(OFFLINE_ACTION);
    expect(console.error).toHaveBeenCalled(); // the detail, for a developer
  });

  it('says offline that a read was not saved on this device', async () => {
    offline();
    await expect(apiRequest('GET', '/api/users')).rejects.toMatchObject({ message: OFFLINE_READ });
  });

  it('leaves a failure while online as it was: the general message', async () => {
    const error = await apiRequest('POST', '/api/myaccount/edit', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorText(error)).toBe(NETWORK_FAILURE);
  });
});
