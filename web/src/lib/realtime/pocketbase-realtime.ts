// PocketBase's realtime protocol, the part /book uses, in place of the SDK
// (which the page would otherwise download and compile for this alone). One
// EventSource per PocketBase for every topic of the page: PocketBase names the
// connection in its PB_CONNECT event, and the page posts the topics it wants
// for that name. After a reconnect PocketBase gives a new name, so the topics
// are posted again and every listener hears "changed", since events may have
// been missed meanwhile.

/** Called with the event's data (none after a reconnect). */
type Listener = (data?: string) => void;

interface Connection {
  pbUrl: string;
  source: EventSource | undefined;
  clientId: string;
  topics: Map<string, Set<Listener>>;
  /** The topics PocketBase has for this clientId, as last posted. */
  posted: Set<string>;
  /** The topics the current EventSource dispatches. */
  listened: Set<string>;
  /** Resolves at the first PB_CONNECT whose topics were posted; rejects when that never comes. */
  ready: Promise<void>;
  /** Posts run one after another, each sending the topics as they are then. */
  posting: Promise<void>;
  reconnects: number;
  reconnectTimer: ReturnType<typeof setTimeout> | undefined;
}

/** Until the first connect: then the page polls instead (useLive). */
export const CONNECT_TIMEOUT_MS = 15_000;
/** Waits between attempts after a connection that worked is lost; the last one repeats. */
export const RECONNECT_DELAYS_MS = [200, 500, 1_000, 2_000, 5_000];

const connections = new Map<string, Connection>();

function post(connection: Connection): Promise<void> {
  const send = async () => {
    if (!connection.clientId) return;
    const topics = [...connection.topics.keys()];
    const res = await fetch(`${connection.pbUrl}/api/realtime`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientId: connection.clientId, subscriptions: topics }),
    });
    if (!res.ok) throw new Error(`realtime subscription refused (${res.status})`);
    connection.posted = new Set(topics);
  };
  const sent = connection.posting.then(send, send);
  connection.posting = sent.catch(() => undefined);
  return sent;
}

function tellEveryone(connection: Connection): void {
  for (const listeners of connection.topics.values()) for (const listener of listeners) listener();
}

function listen(connection: Connection, topic: string): void {
  if (!connection.source || connection.listened.has(topic)) return;
  connection.listened.add(topic);
  connection.source.addEventListener(topic, (event) =>
    connection.topics.get(topic)?.forEach((listener) => listener((event as MessageEvent<string>).data)),
  );
}

/** A connection that worked and was lost: a new EventSource after a wait that grows with each failed attempt. */
function reconnectLater(connection: Connection): void {
  connection.source?.close();
  const delay = RECONNECT_DELAYS_MS[Math.min(connection.reconnects, RECONNECT_DELAYS_MS.length - 1)];
  connection.reconnects++;
  clearTimeout(connection.reconnectTimer);
  connection.reconnectTimer = setTimeout(() => {
    if (connections.get(connection.pbUrl) === connection)
      open(
        connection,
        () => undefined,
        () => undefined,
      );
  }, delay);
}

function close(connection: Connection): void {
  clearTimeout(connection.reconnectTimer);
  connection.source?.close();
  connection.source = undefined;
  connections.delete(connection.pbUrl);
}

function open(connection: Connection, onFirstConnect: () => void, onFirstFailure: (error: Error) => void): void {
  const source = new EventSource(`${connection.pbUrl}/api/realtime`);
  connection.source = source;
  connection.listened = new Set();
  for (const topic of connection.topics.keys()) listen(connection, topic);
  source.addEventListener("PB_CONNECT", (event) => {
    const wasConnected = connection.clientId !== "";
    connection.clientId = (event as MessageEvent).lastEventId;
    connection.posted = new Set();
    post(connection).then(
      () => {
        connection.reconnects = 0;
        if (wasConnected) tellEveryone(connection);
        else onFirstConnect();
      },
      (error: Error) => (wasConnected ? reconnectLater(connection) : onFirstFailure(error)),
    );
  });
  source.onerror = () => {
    if (!connection.clientId) return onFirstFailure(new Error("realtime connection failed"));
    // The browser retries a dropped stream itself, but not one PocketBase (or the door) refused.
    if (source.readyState === EventSource.CLOSED && connection.source === source) reconnectLater(connection);
  };
}

function connect(pbUrl: string): Connection {
  const existing = connections.get(pbUrl);
  if (existing) return existing;
  const connection: Connection = {
    pbUrl,
    source: undefined,
    clientId: "",
    topics: new Map(),
    posted: new Set(),
    listened: new Set(),
    ready: Promise.resolve(),
    posting: Promise.resolve(),
    reconnects: 0,
    reconnectTimer: undefined,
  };
  connection.ready = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timeout);
      close(connection);
      reject(error);
    };
    const timeout = setTimeout(() => fail(new Error("realtime connection timed out")), CONNECT_TIMEOUT_MS);
    open(
      connection,
      () => {
        clearTimeout(timeout);
        resolve();
      },
      fail,
    );
  });
  connections.set(pbUrl, connection);
  return connection;
}

/**
 * Calls `onChange` on every event of `topic` ("availability", "settings/*"),
 * once when the subscription is in place and after every reconnect. Resolves
 * to the unsubscriber once PocketBase has the topic; rejects when realtime
 * cannot connect.
 */
export async function subscribeRealtime(pbUrl: string, topic: string, onChange: Listener): Promise<() => void> {
  const connection = connect(pbUrl);
  const listeners = connection.topics.get(topic) ?? new Set<Listener>();
  connection.topics.set(topic, listeners);
  listeners.add(onChange);
  listen(connection, topic);
  try {
    await connection.ready;
    if (!connection.posted.has(topic)) await post(connection);
  } catch (error) {
    listeners.delete(onChange);
    throw error;
  }
  onChange();
  return () => {
    if (!listeners.delete(onChange) || listeners.size) return;
    connection.topics.delete(topic);
    if (connection.topics.size) void post(connection).catch(() => undefined);
    else close(connection);
  };
}
