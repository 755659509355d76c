import WebSocket from 'ws';

export type WsMessage = { type: string; id?: string; payload?: unknown };

/**
 * A graphql-transport-ws socket driven by hand, for tests that send what a well-behaved client never would
 * and need to see every message and the close code.
 */
export type RawSocket = {
  ws: WebSocket;
  messages: WsMessage[];
  /** Set once the socket closed: its code and reason. */
  closed: { code: number; reason: string } | null;
  /** The HTTP status when the upgrade itself was refused. */
  refused: number | null;
  send(message: unknown): void;
  sendRaw(data: string | Buffer): void;
  /** Waits until `pred` holds over the messages (or the socket closes, or `ms` pass). */
  until(pred: (messages: WsMessage[]) => boolean, ms?: number): Promise<boolean>;
  /** connection_init and wait for the ack. */
  init(payload?: unknown): Promise<boolean>;
  /** Sends one operation and waits for its complete or error message. */
  operation(id: string, payload: unknown, ms?: number): Promise<WsMessage[]>;
  close(): Promise<void>;
};

export async function openRaw(
  url: string,
  opts: { headers?: Record<string, string>; protocol?: string | null } = {},
): Promise<RawSocket> {
  const ws = new WebSocket(url, opts.protocol === null ? [] : [opts.protocol ?? 'graphql-transport-ws'], {
    headers: opts.headers,
  });
  const messages: WsMessage[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
  };
  const socket: RawSocket = {
    ws,
    messages,
    closed: null,
    refused: null,
    send: (m) => ws.send(JSON.stringify(m)),
    sendRaw: (d) => ws.send(d),
    async until(pred, ms = 5000) {
      const end = Date.now() + ms;
      while (!pred(messages)) {
        if (socket.closed || Date.now() > end) return pred(messages);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 50);
          waiters.add(() => {
            clearTimeout(t);
            resolve();
          });
        });
        waiters.clear();
      }
      return true;
    },
    async init(payload = { headers: { role: 'anonymous' } }) {
      socket.send({ type: 'connection_init', payload });
      return socket.until((m) => m.some((x) => x.type === 'connection_ack'));
    },
    async operation(id, payload, ms = 10_000) {
      socket.send({ type: 'subscribe', id, payload });
      const done = (m: WsMessage) => m.id === id && (m.type === 'complete' || m.type === 'error');
      await socket.until((m) => m.some(done), ms);
      return messages.filter((m) => m.id === id);
    },
    async close() {
      if (socket.closed || ws.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
      });
    },
  };
  ws.on('message', (data) => {
    try {
      messages.push(JSON.parse(String(data)) as WsMessage);
    } catch {
      messages.push({ type: 'unparseable', payload: String(data) });
    }
    wake();
  });
  ws.on('close', (code, reason) => {
    socket.closed = { code, reason: String(reason) };
    wake();
  });
  await new Promise<void>((resolve) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (req, res) => {
      socket.refused = res.statusCode ?? 0;
      socket.closed = { code: 0, reason: 'refused' };
      res.resume();
      req.destroy();
      resolve();
    });
    // The client itself gives up on a server answer it cannot use (e.g. no subprotocol named).
    ws.on('error', (e) => {
      if (!socket.closed) socket.closed = { code: 1006, reason: e.message };
      resolve();
    });
  });
  return socket;
}
