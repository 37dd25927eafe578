import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_FIELD, UPLOADS_PRIVATE_PATH, UPLOADS_PUBLIC_PATH, uploadEndpoints, type UploadedImage } from '@souqna/contracts';
import { authOf } from '../auth.ts';
import { failure } from '../envelope.ts';
import { route } from '../route.ts';
import { AppError } from '../errors.ts';
import { uuidv7 } from '../ids.ts';
import { processImage, tooLarge } from './images.ts';
import { readOneFile } from './multipart.ts';
import type { PrivateLinks } from './private-links.ts';
import { PRIVATE_KEY, PUBLIC_KEY, type UploadStorage } from './storage.ts';

/** Upload names are never reused, so a browser or CDN may keep a file for a year without asking. */
const FOREVER = 'public, max-age=31536000, immutable';

/** The one image of a multipart request. */
async function readImage(req: FastifyRequest): Promise<Buffer> {
  const notAnImage = () => new AppError('UNSUPPORTED_FILE_TYPE', 'upload.notAnImage');
  return (await readOneFile(req, { notMultipart: notAnImage, tooLarge, oneFile: 'upload.oneFile' })).data;
}

/**
 * `POST /upload/single` (under the API prefix): one image, re-encoded, with its thumbnail, stored
 * under the caller's store. `?visibility=private` keeps it out of the public route: it opens only
 * through a signed link (identity documents). Registered inside the prefixed API plugin.
 */
export function uploadRoutes(server: FastifyInstance, storage: UploadStorage, appUrl: string, links: PrivateLinks) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  route(
    app,
    uploadEndpoints.single,
    {
      onRequest: app.guard(),
      tags: ['uploads'],
      description: `multipart/form-data with one image in the field "${UPLOAD_FIELD}" (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB).`,
    },
    async (req, reply) => {
      const { storeId } = authOf(req);
      const { visibility } = req.query;
      const processed = await processImage(await readImage(req));
      const name = uuidv7();
      const folder = visibility === 'private' ? `private/${storeId}` : storeId;
      const key = `${folder}/${name}.webp`;
      const thumbnailKey = `${folder}/${name}-thumb.webp`;
      await storage.put(thumbnailKey, processed.thumbnail.data, processed.contentType);
      await storage.put(key, processed.image.data, processed.contentType);
      const base = visibility === 'private' ? UPLOADS_PRIVATE_PATH : UPLOADS_PUBLIC_PATH;
      const path = `${base}${key.replace(/^private\//, '')}`;
      const thumbnailPath = `${base}${thumbnailKey.replace(/^private\//, '')}`;
      const open = (p: string) => (visibility === 'private' ? links.sign(p, undefined, appUrl) : `${appUrl}${p}`);
      const answer: UploadedImage = {
        path,
        url: open(path),
        thumbnailPath,
        thumbnailUrl: open(thumbnailPath),
        visibility,
        width: processed.image.width,
        height: processed.image.height,
        bytes: processed.image.data.length,
        contentType: processed.contentType,
      };
      return reply.created(answer, 'upload.done');
    },
  );
}

/**
 * `GET /images/uploads/{storeId}/{name}.webp` (outside the API prefix, where the answered paths
 * point): a public file from whichever storage holds it. Only names the server writes are looked
 * up, so no request can reach outside the uploads (`..`, encoded slashes, other extensions, the
 * private folder are all a 404).
 *
 * `GET /images/private/{storeId}/{name}.webp?expires&signature`: a private file, for a valid,
 * unexpired signed link only (anything else is the same 404, so nothing tells a file exists).
 */
export function servingRoutes(server: FastifyInstance, storage: UploadStorage, links: PrivateLinks) {
  const notFound = (req: FastifyRequest, reply: FastifyReply) => reply.code(404).send(failure(req.lang, 'NOT_FOUND', 404));

  server.get(`${UPLOADS_PUBLIC_PATH}*`, { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const file = PUBLIC_KEY.test(key) ? await storage.get(key) : null;
    if (!file) return notFound(req, reply);
    reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', FOREVER)
      .header('X-Content-Type-Options', 'nosniff')
      // Storefronts on their own domains show these images.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (file.size) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });

  server.get(`${UPLOADS_PRIVATE_PATH}*`, { schema: { hide: true } }, async (req, reply) => {
    const key = `private/${(req.params as { '*': string })['*']}`;
    const { expires, signature } = req.query as { expires?: string; signature?: string };
    const left = PRIVATE_KEY.test(key) ? links.verify(`/images/${key}`, expires, signature) : null;
    const file = left ? await storage.get(key) : null;
    if (!file || !left) return notFound(req, reply);
    reply
      .header('Content-Type', file.contentType)
      // Only this browser, only until the link expires; never a shared cache, never sent as a referrer.
      .header('Cache-Control', `private, max-age=${left}`)
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (file.size) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });
}
