import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP forwarder on loopback between a server process and PostgreSQL, which a test can cut: the database host
 * "goes away" (every open connection drops, new ones get no answer at all, as when packets are lost) and
 * comes back.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let reachable = true;
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    // unreachable: the connection is taken and never answered, so only the client's own time-out ends it
    if (!reachable) return;
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => (open.delete(upstream), client.destroy()));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Drops every open connection and leaves new ones unanswered. */
    cut() {
      reachable = false;
      for (const socket of open) socket.destroy();
    },
    /** New connections reach the database again (the ones held while cut are dropped). */
    restore() {
      for (const socket of open) socket.destroy();
      reachable = true;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
