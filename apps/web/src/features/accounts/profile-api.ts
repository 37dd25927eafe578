import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@souqna/contracts';
import { accountEndpoints } from '@/lib/endpoints.ts';
import { requestAnswer } from '@/lib/request.ts';
import { appStore } from '@/lib/app-store.ts';
import { meKeys } from '@/lib/me.ts';

/** `PUT /merchant/profile`: answers the user as `/auth/me` does; the session and /auth/me follow. */
export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => requestAnswer(accountEndpoints.updateProfile, { body: input }),
    onSuccess: ({ data }) => {
      appStore.getState().updateAccount({ user: data });
      void qc.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
