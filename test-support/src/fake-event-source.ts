/**
 * Test helper: the browser's EventSource (the network edge of the live stream, docs/architecture.md#live), driven by
 * the test: it sends the server's events, opens, fails or refuses the stream, and reads which streams the page opened.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** every stream opened since the fake was installed, oldest first */
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** The server answered with a stream. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** One event of the stream, as the server writes it (`id:`, `event:`, `data:`). */
  send(type: string, data: unknown, id = ''): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The stream broke: the browser reconnects by itself (`refused`: it was refused, and gives up). */
  fail({ refused = false } = {}): void {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** Puts the fake in the page's global scope; returns the way to take it away. */
export function installFakeEventSource(): () => void {
  FakeEventSource.opened = [];
  const scope = globalThis as { EventSource?: unknown };
  const previous = scope.EventSource;
  scope.EventSource = FakeEventSource;
  return () => {
    scope.EventSource = previous;
  };
}
