import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PlanId } from '@souqna/contracts';
import { planEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';
import { meKeys } from '@/lib/me.ts';

export const billingKeys = {
  all: ['billing'] as const,
  plan: () => [...billingKeys.all, 'plan'] as const,
};

/** `GET /store/plan`: the plan, its limits, the usage, every plan and the recent changes. */
export const useStorePlan = () => useQuery({ queryKey: billingKeys.plan(), queryFn: () => request(planEndpoints.get) });

/** `POST /store/plan` (owner only); no payment is taken yet. */
export function useChoosePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => requestAnswer(planEndpoints.choose, { body: { plan } }),
    onSuccess: ({ data }) => {
      qc.setQueryData(billingKeys.plan(), data);
      // The user menu and the home page show the plan.
      void qc.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
