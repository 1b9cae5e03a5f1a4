import { SAME_ORIGIN } from './accounts';
import type { startDemoApp } from './demo-app';

type Demo = Awaited<ReturnType<typeof startDemoApp>>;

/** A JSON call on the demo app, as a page of the site would make it (same origin, optional session cookie). */
export function callerOf(demo: () => Demo) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) =>
    demo().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
}

/** How many audit-log rows the demo database holds (a refused change adds none). */
export async function logCount(demo: Demo): Promise<number> {
  return (await demo.db.selectFrom('logs').select('id').execute()).length;
}
