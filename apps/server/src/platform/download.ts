import type { FastifyReply } from 'fastify';
import { XLSX_CONTENT_TYPE } from '@souqna/contracts';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_CONTENT_TYPE,
  xml: 'application/xml; charset=utf-8',
} as const;

/**
 * Answers a file to save (a PDF, a signed XML, or a CSV/XLSX export, whole or streamed) under `name`.`format`;
 * never cached, since it holds the store's data. The name keeps letters, digits, `-` and `_`.
 */
export function sendDownload(reply: FastifyReply, name: string, format: keyof typeof CONTENT_TYPES, body: unknown) {
  reply
    .header('Content-Disposition', `attachment; filename="${name.replace(/[^\w-]/g, '')}.${format}"`)
    .header('Cache-Control', 'no-store')
    .type(CONTENT_TYPES[format]);
  return reply.send(body);
}
