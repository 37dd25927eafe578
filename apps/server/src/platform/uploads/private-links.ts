import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRIVATE_LINK_SECONDS, UPLOADS_PRIVATE_PATH } from '@souqna/contracts';

/**
 * Signed, expiring links to private uploads (identity documents): `{path}?expires={unix}&signature={hex}`.
 * The signature is an HMAC of the path and the expiry with a key derived from the server's secret,
 * so a link cannot be stretched in time or pointed at another file.
 */
export class PrivateLinks {
  private readonly key: Buffer;
  private readonly now: () => Date;
  constructor(secret: string, now: () => Date = () => new Date()) {
    this.key = createHmac('sha256', secret).update('souqna private uploads').digest();
    this.now = now;
  }

  private signatureOf(path: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${path}\n${expires}`).digest();
  }

  /** A link to `path` (under `/images/private/`) valid for `seconds`, relative unless `origin` is given. */
  sign(path: string, seconds = PRIVATE_LINK_SECONDS, origin = ''): string {
    if (!path.startsWith(UPLOADS_PRIVATE_PATH)) throw new Error(`not a private upload: ${path}`);
    const expires = Math.floor(this.now().getTime() / 1000) + seconds;
    return `${origin}${path}?expires=${expires}&signature=${this.signatureOf(path, expires).toString('hex')}`;
  }

  /** Seconds the link has left, or null when it is forged, tampered with or expired. */
  verify(path: string, expires: string | undefined, signature: string | undefined): number | null {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return null;
    const left = Number(expires) - Math.floor(this.now().getTime() / 1000);
    if (left <= 0) return null;
    const given = Buffer.from(signature, 'hex');
    return timingSafeEqual(given, this.signatureOf(path, Number(expires))) ? left : null;
  }
}
