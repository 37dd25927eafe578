import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** The product list (cards with search and filters), the product-edits table, the stock grid and its history, import and export (spec §7 "Catalogue"). */
export function productListRoutes(_server: FastifyInstance, _db: Db) {}
