import type { Stage } from '@souqna/contracts';
import type { StoreStatus } from '@/lib/me.ts';

/** The onboarding steps of docs/product-rules.md, in order, each with the stage flag that marks it done. */
export const ONBOARDING_STEPS = [
  { key: 'storeData', flag: 'isStoreData' },
  { key: 'categories', flag: 'isCategories' },
  { key: 'domain', flag: 'isDomain' },
  { key: 'serviceChannels', flag: 'isServiceChannel' },
  { key: 'warehouse', flag: 'isWarehouse' },
  { key: 'identity', flag: 'isIdentityVerified' },
] as const satisfies readonly { key: string; flag: keyof Stage }[];

export type StepKey = (typeof ONBOARDING_STEPS)[number]['key'];
export type StageFlags = Pick<Stage, (typeof ONBOARDING_STEPS)[number]['flag']>;

/** The first step whose flag is not set, or null when every step is done. */
export function firstUndoneStep(stage: StageFlags): StepKey | null {
  return ONBOARDING_STEPS.find((step) => !stage[step.flag])?.key ?? null;
}

export const stepIndex = (key: StepKey): number => ONBOARDING_STEPS.findIndex((s) => s.key === key);

/** The steps /startup walks (the first-time pages); the rest belong to store activation. */
export const STARTUP_STEPS: readonly StepKey[] = ['storeData', 'categories'];

/**
 * What the activation page shows for a store: the first-time steps are /startup's (it sends the
 * merchant there), then the first undone activation step; once everything is submitted, the review
 * state the store is in. An active store goes home whatever its flags say.
 */
export type ActivationView =
  | { kind: 'startup' }
  | { kind: 'step'; step: Exclude<StepKey, 'storeData' | 'categories'> }
  | { kind: 'review'; status: 'pending' | 'rejected' }
  | { kind: 'active' };

export function activationView(stage: StageFlags, status: StoreStatus): ActivationView {
  if (status === 'active') return { kind: 'active' };
  const step = firstUndoneStep(stage);
  if (step === 'storeData' || step === 'categories') return { kind: 'startup' };
  if (step !== null) return { kind: 'step', step };
  // Submitted: a rejected store shows the reason and the form again; anything else waits for review.
  return { kind: 'review', status: status === 'rejected' ? 'rejected' : 'pending' };
}

/**
 * Where /startup opens: the welcome before anything is done, then store data, then categories;
 * `revisit` is the domain step's Back, which opens the saved categories again.
 */
export type StartupView = 'welcome' | 'storeData' | 'categories' | 'done';

export function startupView(stage: StageFlags, welcomed: boolean, revisit = false): StartupView {
  if (!stage.isStoreData) return welcomed ? 'storeData' : 'welcome';
  if (!stage.isCategories || revisit) return 'categories';
  return 'done';
}

/** The history state the domain step's Back sends to /startup (kept while moving between category levels). */
export interface RevisitState {
  revisit: true;
}
export const isRevisit = (state: unknown): state is RevisitState =>
  typeof state === 'object' && state !== null && (state as Partial<RevisitState>).revisit === true;
