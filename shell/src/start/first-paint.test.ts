import { afterFirstPaint, FRAME_WAIT_MS, IMAGE_WAIT_MS } from './first-paint';

describe('the start waits for the first paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('waits for the top image to be decoded, then for the frame that shows it', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/images/home/home1.jpg"><img src="/logo.png">';
    const top = document.querySelector('img') as HTMLImageElement;
    let decoded: () => void = () => undefined;
    top.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const start = settled(afterFirstPaint(document));
    await jest.advanceTimersByTimeAsync(IMAGE_WAIT_MS - 1);
    expect(frames).toHaveLength(0); // still waiting for the image
    decoded();
    await jest.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    expect(start.done).toBe(false); // not before the frame
    frames[0]?.(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(start.done).toBe(true);
  });

  it('goes on without a slow or broken image, and without frames after a while', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/slow.jpg"><img fetchpriority="high" src="/broken.jpg">';
    const [slow, broken] = [...document.querySelectorAll('img')] as HTMLImageElement[];
    if (!slow || !broken) throw new Error('no images');
    slow.decode = () => new Promise<void>(() => undefined);
    broken.decode = () => Promise.reject(new Error('EncodingError'));
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const start = settled(afterFirstPaint(document));
    await jest.advanceTimersByTimeAsync(IMAGE_WAIT_MS);
    expect(start.done).toBe(false);
    await jest.advanceTimersByTimeAsync(FRAME_WAIT_MS - 1);
    expect(start.done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(start.done).toBe(true);
  });

  it('does not wait for a frame in a background tab, which paints none', async () => {
    document.body.innerHTML = '<h1>Classement</h1>';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = settled(afterFirstPaint(document));
    await jest.advanceTimersByTimeAsync(0);
    expect(start.done).toBe(true);
  });
});
