import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** Products: create, read, replace and delete; media, variants, advanced info, the warehouses of the quantity section and the link builder (spec §7 "Catalogue"). */
export function productRoutes(_server: FastifyInstance, _db: Db) {}
