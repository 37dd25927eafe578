// Where the figures are kept: bench/results/latest.json, one group per measure, each with the
// commit it was measured on.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const latest = path.join(root, 'bench/results/latest.json');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Whether tracked files differ from the commit; the results file itself does not count. */
const isDirty = () => git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results') !== '';

/**
 * Writes `groups` into latest.json, each with `measuredOn` (dirty: the work tree differed from the
 * commit, so a figure never passes for a measure of code newer than it); the other groups stay as
 * they were, each with its own commit.
 */
export async function keepFigures(groups) {
  const measuredOn = {
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: isDirty(),
    when: new Date().toISOString(),
    machine: `${cpus().length} cores`,
  };
  for (const group of Object.values(groups)) group.measuredOn = measuredOn;
  const previous = await readFile(latest, 'utf8').then(JSON.parse, () => ({}));
  await writeFile(latest, JSON.stringify({ ...previous, ...groups }, null, 2) + '\n');
}
