import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, type ServerMessageKey } from '@souqna/contracts';
import { AppError, invalidFields } from '../errors.ts';

/** How a route words the refusals of its multipart request. */
export interface FileRefusals {
  /** The request is not multipart at all. */
  notMultipart: () => AppError;
  /** The file is over the multipart limit. */
  tooLarge: () => AppError;
  /** The sentence for more than one file or part. */
  oneFile: ServerMessageKey;
}

/**
 * The one file (field `file`) of a multipart request, read whole and to the end, so the answer is
 * an envelope, never a reset connection. Any other part is an `unrecognized_keys` field error; no
 * file, or an empty one, is `required`. Uploads and the product import read their files this way.
 */
export async function readOneFile(req: FastifyRequest, refusals: FileRefusals): Promise<{ name: string; data: Buffer }> {
  if (!req.isMultipart()) throw refusals.notMultipart();
  let file: { name: string; data: Buffer } | null = null;
  const unknown: string[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === UPLOAD_FIELD && !file)
        file = { name: part.filename ?? '', data: await part.toBuffer() };
      else {
        if (part.type === 'file') part.file.resume();
        unknown.push(part.fieldname);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('BAD_REQUEST', refusals.oneFile);
    throw error;
  }
  if (unknown.length) throw invalidFields(...unknown.map((path) => ({ path, code: 'unrecognized_keys' })));
  if (!file || !file.data.length) throw invalidFields({ path: UPLOAD_FIELD, code: 'required' });
  return file;
}
