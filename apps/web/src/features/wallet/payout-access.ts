import { useAppStore } from '@/lib/app-store.ts';

/** Why the merchant cannot move money out: only the owner can, and only once the store is verified. */
export type PayoutBlock = 'notOwner' | 'notVerified';

/**
 * What stops payouts for the signed-in member, or null: the session's role and verified flag, which
 * `useMe` (lib/me.ts) keeps in step with the server (docs/product-rules.md "Wallet").
 */
export function usePayoutBlock(): PayoutBlock | null {
  const role = useAppStore((s) => s.auth?.session?.user.role);
  const verified = useAppStore((s) => s.auth?.session?.isStoreVerified ?? false);
  if (role !== 'owner') return 'notOwner';
  if (!verified) return 'notVerified';
  return null;
}
