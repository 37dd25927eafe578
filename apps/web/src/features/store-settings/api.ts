import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ThemeColor, type ConfigChanges, type StoreSettingsInput, type ThemeId } from '@souqna/contracts';
import { configEndpoints, onboardingEndpoints, settingsEndpoints, themeEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';
import { storeSettingsKey } from '@/lib/store-settings.ts';
import { meKeys } from '@/lib/me.ts';
import type { StoreDataInput } from '@souqna/contracts';

export const storeSettingsKeys = {
  all: ['store-settings'] as const,
  config: () => [...storeSettingsKeys.all, 'config'] as const,
  identity: () => [...storeSettingsKeys.all, 'identity'] as const,
  themeColors: () => [...storeSettingsKeys.all, 'theme-colors'] as const,
};

/** The store style document (spec §3). */
export const useStoreConfig = () =>
  useQuery({ queryKey: storeSettingsKeys.config(), queryFn: () => request(configEndpoints.get) });

/** `PATCH /store/config` with only the changed paths; answers the saved document and its message. */
export function useSaveStoreConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: ConfigChanges) => requestAnswer(configEndpoints.patch, { body: { changes } }),
    onSuccess: ({ data }) => qc.setQueryData(storeSettingsKeys.config(), data),
  });
}

export const useStoreIdentity = () =>
  useQuery({
    queryKey: storeSettingsKeys.identity(),
    queryFn: () => request(onboardingEndpoints.allStoreData),
  });

export function useSaveStoreIdentity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreDataInput) => requestAnswer(onboardingEndpoints.saveStoreData, { body: input }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: storeSettingsKeys.identity() });
      void qc.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}

/** Why the colour list could not be shown (spec §8 "Colours"). */
export class ThemeColorsError extends Error {
  readonly reason: 'invalid' | 'failed';
  constructor(reason: 'invalid' | 'failed') {
    super(reason);
    this.reason = reason;
  }
}

/** `GET /store/theme-colors`, checked: anything but an array of known colours is refused. */
async function fetchThemeColors(): Promise<ThemeColor[]> {
  let data: unknown;
  try {
    data = (await request(themeEndpoints.colors)) as unknown;
  } catch {
    throw new ThemeColorsError('failed');
  }
  if (!Array.isArray(data) || data.length === 0) throw new ThemeColorsError('invalid');
  const colours = data.map((entry) => ThemeColor.safeParse(entry));
  if (colours.some((c) => !c.success)) throw new ThemeColorsError('invalid');
  return colours.map((c) => c.data!);
}

export const useThemeColors = () =>
  useQuery({ queryKey: storeSettingsKeys.themeColors(), queryFn: fetchThemeColors, retry: false });

export function useChooseTheme() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (themeId: ThemeId) => requestAnswer(themeEndpoints.choose, { body: { themeId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: storeSettingsKeys.config() }),
  });
}

export function useSaveStoreSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSettingsInput) => requestAnswer(settingsEndpoints.update, { body: input }),
    onSuccess: ({ data }) => {
      qc.setQueryData(storeSettingsKey, data);
      // The style document's currency is the store's currency.
      void qc.invalidateQueries({ queryKey: storeSettingsKeys.config() });
    },
  });
}
