import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput, User } from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';
import { appStore } from '@/lib/app-store.ts';
import { meKeys } from '../store/api.ts';

/** `PUT /merchant/profile`: answers the user as `/auth/me` does; the session and /auth/me follow. */
export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.call<User>('PUT', '/merchant/profile', input),
    onSuccess: ({ data }) => {
      appStore.getState().updateAccount({ user: data });
      void qc.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
