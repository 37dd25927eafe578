import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@souqna/contracts';
import { FigureCard } from '@/app/components/widget.tsx';
import { Money } from '@/app/components/money.tsx';

const FIGURES = ['available', 'pending', 'onHold', 'total'] as const;

/** The balance in four cards: what can be paid out now, what card providers still hold, the payouts waiting, and all of it. */
export function BalanceCards({ balance }: { balance: WalletBalance | undefined }) {
  const { t } = useTranslation('wallet');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {FIGURES.map((figure) =>
        balance ? (
          <FigureCard
            key={figure}
            label={t(`balance.${figure}`)}
            below={
              <Text fz="xs" c="dimmed">
                {t(`balance.${figure}Hint`)}
              </Text>
            }
          >
            <Money amount={balance[figure]} currency={balance.currency} />
          </FigureCard>
        ) : (
          <Skeleton key={figure} h={112} radius="lg" />
        ),
      )}
    </SimpleGrid>
  );
}
