import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Refuses new connections and cuts the open ones, as a restarting server would. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port. */
  start(): Promise<void>;
  /** Holds every byte both ways with the connections left open, as a server that hangs. */
  freeze(): void;
  /** Lets the held bytes and the later ones through again. */
  thaw(): void;
};

/** Forwards 127.0.0.1:port to the target, so a test can take "the database" away and back. */
export async function createTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let server: net.Server | undefined;
  let port = 0;
  let isFrozen = false;
  const connect = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        client.on("close", () => pairs.delete(pair));
        if (!isFrozen) connect(pair);
      });
      server = listener;
      listener.listen(port, "127.0.0.1", () => {
        port = (listener.address() as net.AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
    start: listen,
    freeze: () => {
      isFrozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Unpiped streams keep flowing into nobody: pause them, so the bytes wait.
        client.pause();
        upstream.pause();
      }
    },
    thaw: () => {
      isFrozen = false;
      for (const pair of pairs) connect(pair);
    },
  };
}
