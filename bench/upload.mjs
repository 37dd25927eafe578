// Upload throughput for a 4 MB photo through `POST /upload/single` (sharp re-encode, thumbnail, local
// storage) against the built product, as the demo merchant: 20 sequential uploads, then 20 more from
// 4 concurrent senders. `node bench/upload.mjs` (after `npm run build`) prints JSON; `npm run bench`
// reports the same figures as `upload`. Never a test: timings depend on the machine.
import sharp from 'sharp';
import { startProduct } from '../scripts/product.mjs';

const DEMO = { email: 'demo@store.test', password: 'Demo@12345' };
const TARGET_BYTES = 4 * 1024 * 1024;

/** A 12-megapixel JPEG (4032×3024, a phone camera's) with photo-like grain, close under 4 MB. */
async function fourMegabytePhoto() {
  const grain = await sharp({
    create: { width: 1008, height: 756, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  for (let quality = 92; quality >= 50; quality -= 2) {
    const jpeg = await sharp(grain).resize(4032, 3024, { kernel: 'cubic' }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= TARGET_BYTES) return jpeg;
  }
  throw new Error('could not make a 4 MB photo');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(latencies, wallMs, bytes) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const seconds = wallMs / 1000;
  return {
    uploads: latencies.length,
    uploadsPerSec: Number((latencies.length / seconds).toFixed(2)),
    MBPerSec: Number(((latencies.length * bytes) / (1024 * 1024) / seconds).toFixed(2)),
    p50ms: Math.round(percentile(sorted, 50)),
    p99ms: Math.round(percentile(sorted, 99)),
  };
}

/** The figures for a running product at `url`. */
export async function measureUploads(url, { sequential = 20, concurrent = 4, concurrentTotal = 20 } = {}) {
  const login = await fetch(`${url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'souqna-bench' },
    body: JSON.stringify(DEMO),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).data.accessToken;
  const photo = await fourMegabytePhoto();

  let stored = 0;
  async function once() {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const res = await fetch(`${url}/api/v2/upload/single`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'souqna-bench' },
    });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
    stored = body.data.bytes;
    return performance.now() - started;
  }

  await once(); // warm-up: sharp's first call loads libvips
  const seq = [];
  const seqStart = performance.now();
  for (let i = 0; i < sequential; i++) seq.push(await once());
  const seqWall = performance.now() - seqStart;

  const conc = [];
  let left = concurrentTotal;
  const concStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      while (left-- > 0) conc.push(await once());
    }),
  );
  const concWall = performance.now() - concStart;

  return {
    imageMB: Number((photo.length / (1024 * 1024)).toFixed(2)),
    imagePixels: '4032x3024',
    storedKB: Math.round(stored / 1024),
    sequential: summary(seq, seqWall, photo.length),
    [`concurrent${concurrent}`]: summary(conc, concWall, photo.length),
  };
}

if (import.meta.main) {
  const product = await startProduct();
  try {
    console.log(JSON.stringify(await measureUploads(product.url), null, 2));
  } finally {
    await product.stop();
  }
}
