import type { AllStoreData } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { toStage } from '../accounts/sessions.ts';
import { chosen } from './category.service.ts';
import { channelsOf, toIdentity } from './onboarding.service.ts';
import { readStore, storeUrl } from '../stores/store-row.ts';
import { latestVerification, toSummary } from './verification.service.ts';
import { all as allWarehouses } from './warehouse.service.ts';

/** `GET /store/get-all-store-data`: the whole store as its owner sees it, read in one snapshot. */
export async function get(db: Db, store: StoreContext, { storeBaseDomain }: { storeBaseDomain: string }): Promise<AllStoreData> {
  return db.transaction(
    async (tx) => {
      const row = await readStore(tx, store.id);
      const verification = await latestVerification(tx, store.id);
      return {
        ...toIdentity(row),
        url: storeUrl(row.domain, storeBaseDomain),
        status: row.status,
        isStoreVerified: row.status === 'active',
        rejectionReason: row.rejectionReason,
        plan: row.plan,
        stage: toStage(row),
        categories: await chosen(tx, store.id, store.lang),
        channels: await channelsOf(tx, store.id),
        warehouses: await allWarehouses(tx, store.id),
        verification: verification ? toSummary(verification) : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
