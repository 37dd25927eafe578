import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/app/components/form-failure.tsx';

/** "Too many attempts: wait N seconds", counting down (Arabic plural forms included). */
export function WaitNotice({ seconds }: { seconds: number }) {
  const { t } = useTranslation('auth');
  if (seconds <= 0) return null;
  return (
    <FormNotice kind="wait" title={t('wait.title')}>
      {t('wait.seconds', { count: seconds })}
    </FormNotice>
  );
}
