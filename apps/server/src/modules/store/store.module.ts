import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import type { BranchStock } from './warehouse.service.ts';
import { warehouseRoutes } from './warehouse.routes.ts';

/** What the store module's functions are given besides the store: the clock and the settings they read. */
export interface StoreOptions {
  now: Clock;
  /** Store links are `https://{domain}.{storeBaseDomain}`. */
  storeBaseDomain: string;
  /** AUTO_APPROVE_STORES: a verification activates the store without the operator's review. */
  autoApproveStores: boolean;
  /** The catalogue's answer to "does this branch hold stock?" before a branch is deleted. */
  branchStock: BranchStock;
}

/** The store module's routes, inside the `/api/v2` prefix. */
export function storeRoutes(app: FastifyInstance, db: Db, options: StoreOptions) {
  onboardingRoutes(app, db, options);
  warehouseRoutes(app, db, options);
}
