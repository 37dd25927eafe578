import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { CategoriesService } from './category.service.ts';
import { OnboardingService } from './onboarding.service.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import { StoreDataService } from './store-data.service.ts';
import { VerificationService } from './verification.service.ts';
import { warehouseRoutes } from './warehouse.routes.ts';
import { WarehousesService } from './warehouse.service.ts';

export interface StoreServices {
  categories: CategoriesService;
  onboarding: OnboardingService;
  warehouses: WarehousesService;
  verification: VerificationService;
  storeData: StoreDataService;
}

export function createStoreServices(deps: {
  db: Db;
  now: () => Date;
  storeBaseDomain: string;
  autoApproveStores: boolean;
}): StoreServices {
  const categories = new CategoriesService(deps.db, deps.now);
  const warehouses = new WarehousesService(deps.db, deps.now);
  return {
    categories,
    onboarding: new OnboardingService(deps.db, deps.now, deps.storeBaseDomain),
    warehouses,
    verification: new VerificationService(deps.now, deps.autoApproveStores),
    storeData: new StoreDataService({ db: deps.db, categories, warehouses, baseDomain: deps.storeBaseDomain }),
  };
}

/** The store module's routes, inside the `/api/v2` prefix. */
export function storeRoutes(app: FastifyInstance, db: Db, services: StoreServices) {
  onboardingRoutes(app, db, services);
  warehouseRoutes(app, db, services.warehouses);
}
