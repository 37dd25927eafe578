import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen.tsx';

export default function ErrorFallback({ details, onRetry }: { details: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ErrorScreen title={t('errors.unexpectedTitle')} text={t('errors.unexpectedText')} details={details} onRetry={onRetry} />
  );
}
