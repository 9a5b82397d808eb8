/**
 * Ports for the servers the scripts start: a free one for test servers, a check with a one-line message
 * for the fixed ones of `npm start`.
 */
import { createServer } from 'node:net';
import { LOCAL_SERVERS, type LocalServer } from '../src/lib/config/variables.build.ts';

/** Whether nothing listens on 127.0.0.1:port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
      });
  });
}

/** The one line that says which port is busy and which variable moves it. */
export function busyPortMessage(server: LocalServer, port: number): string {
  const { variable, what } = LOCAL_SERVERS[server];
  return `Port ${port} is busy, so ${what} cannot start: stop what uses it, or move ${what} with ${variable} (e.g. ${variable}=${port + 1} npm start).`;
}

/** The one-line message for the first of the servers whose port is taken, or null when all are free. */
export async function busyPorts(ports: Record<LocalServer, number>): Promise<string | null> {
  for (const server of Object.keys(ports) as LocalServer[]) {
    if (!(await isPortFree(ports[server]))) return busyPortMessage(server, ports[server]);
  }
  return null;
}
