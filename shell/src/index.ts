// The shared modules (react, rxjs, @league/shared…) are negotiated before any of them is used. The start runs in
// steps, each in a task of its own, so that a phone's main thread never blocks long: Preact and its compat (React's
// names), then @league/shared and the router, then the shell itself.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  // React DOM is Preact's compat here, with the shims of React's behaviours it lacks (installed before any render).
  // `react`, `react-dom` and `preact/compat` are three shared names of one compat (the first two re-export it from
  // files of their own, each provided under its name), all loaded here so that a remote takes the shell's (share
  // strategy loaded-first) and runs no compat of its own (docs/decisions/build-and-federation.md).
  await import('./preact-compat-shims');
  await Promise.all([import('react'), import('react-dom'), import('react-dom/client')]);
  await nextTask();
  await Promise.all([import('@league/shared'), import('@league/shared/router')]);
  await nextTask();
  await import('./bootstrap');
}

void start();
