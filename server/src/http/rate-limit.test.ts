import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('lets max hits through per window, then answers 429 with the wait', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    limiter.hit('1.2.3.4', 0);
    limiter.hit('1.2.3.4', 1000);
    expect(() => limiter.hit('1.2.3.4', 2000)).toThrow('Trop de tentatives : réessayez dans 58 s');
    expect(() => limiter.hit('5.6.7.8', 2000)).not.toThrow();
    expect(() => limiter.hit('1.2.3.4', 60_000)).not.toThrow();
  });
});
