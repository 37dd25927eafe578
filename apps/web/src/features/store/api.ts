import { useQuery } from '@tanstack/react-query';
import type { Stage, User } from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';
import { appStore } from '@/lib/app-store.ts';

export type StoreStatus = 'draft' | 'pending' | 'active' | 'rejected';
export type PlanName = 'free' | 'standard' | 'premium';

/** GET /auth/me: the account and its store as the server sees them now. */
export interface Me {
  user: User;
  domain: string | null;
  isStoreVerified: boolean;
  stage: Stage;
  store: {
    storeId: string;
    name: string | null;
    logo: string | null;
    domain: string | null;
    /** https://{domain}.{the server's STORE_BASE_DOMAIN}; null before a domain is chosen. */
    url: string | null;
    baseDomain: string;
    plan: PlanName;
    status: StoreStatus;
    rejectionReason: string | null;
  };
}

export const meKeys = { all: ['me'] as const };

/** Reads /auth/me and keeps the session's copy (verified flag, stage, domain, user) in step with it. */
export async function fetchMe(): Promise<Me> {
  const me = await api.get<Me>('/auth/me');
  appStore.getState().updateAccount({ user: me.user, domain: me.domain, isStoreVerified: me.isStoreVerified, stage: me.stage });
  return me;
}

export const useMe = () => useQuery({ queryKey: meKeys.all, queryFn: fetchMe });
