import { useQuery } from '@tanstack/react-query';
import type { Me } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { accountEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';

export type { Me, PlanId, StoreStatus } from '@souqna/contracts';

export const meKeys = { all: ['me'] as const };

/** Reads GET /auth/me and keeps the session's copy (verified flag, stage, domain, user) in step with it. */
export async function fetchMe(): Promise<Me> {
  const me = await request(accountEndpoints.me);
  appStore.getState().updateAccount({ user: me.user, domain: me.domain, isStoreVerified: me.isStoreVerified, stage: me.stage });
  return me;
}

export const useMe = () => useQuery({ queryKey: meKeys.all, queryFn: fetchMe });
