// Writes .br and .gz beside every text asset of the web build, so the server sends compressed
// files without compressing on each request (@fastify/static preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'apps/web/dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name) || entry.name.endsWith('.map')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < 1024) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(`precompressed ${files} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`);
