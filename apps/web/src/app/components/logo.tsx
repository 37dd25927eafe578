import { LOGO } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';

/** The light logo on the light theme, the dark one on the dark theme (spec §4). */
export function Logo({ height = 40 }: { height?: number }) {
  const theme = useAppStore((s) => s.theme);
  const { t } = useTranslation('common');
  return (
    <img
      src={LOGO[theme]}
      alt={t('appName')}
      height={height}
      width={height * 3}
      style={{ display: 'block', objectFit: 'contain', objectPosition: 'center' }}
    />
  );
}
