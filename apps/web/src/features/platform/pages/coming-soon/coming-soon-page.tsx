import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '@/app/components/coming-soon-panel.tsx';
import { mergedHandle } from '@/app/router/route-handle.ts';

/** A page a later issue builds: its own title and an honest word that it is coming. */
export default function ComingSoonPage() {
  const { t } = useTranslation('shell');
  const title = mergedHandle(useMatches()).title;
  return <ComingSoonPanel title={title ? t(title) : t('common:soon')} />;
}
