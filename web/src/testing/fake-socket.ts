type Handler = (...args: unknown[]) => void;

/**
 * A stand-in for a socket.io-client Socket: records what the app emits, lets the test play the
 * server (`fire`) and the client library's manager (`fireManager`). Tests install it with
 * `vi.mock('socket.io-client', ...)`, building one per `io()` call.
 */
export class FakeSocket {
  handlers = new Map<string, Handler[]>();
  managerHandlers = new Map<string, Handler[]>();
  emitted: [string, ...unknown[]][] = [];
  disconnected = false;
  io = { on: (event: string, h: Handler) => this.add(this.managerHandlers, event, h) };
  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {}
  private add(map: Map<string, Handler[]>, event: string, h: Handler) {
    map.set(event, [...(map.get(event) ?? []), h]);
    return this;
  }
  on(event: string, h: Handler) {
    return this.add(this.handlers, event, h);
  }
  off(event: string, h: Handler) {
    this.handlers.set(event, (this.handlers.get(event) ?? []).filter((x) => x !== h));
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  /** How many times the app asked the socket to connect again after a disconnect. */
  connects = 0;
  connect() {
    this.disconnected = false;
    this.connects += 1;
    return this;
  }
  /** The server (or the client library) fires `event`. */
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
  fireManager(event: string, ...args: unknown[]) {
    for (const h of this.managerHandlers.get(event) ?? []) h(...args);
  }
}
