import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingFactory2,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCash,
  IconClock,
  IconMapPin,
  IconPencil,
  IconShoppingBag,
  IconStarFilled,
  IconTrash,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BranchType, Warehouse } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useCities, useCountries } from '@/lib/reference/api.ts';
import { nameOf } from '@/lib/reference/names.ts';
import type { StoreMoney } from '@/lib/money.ts';
import { CONTACT_ICONS } from '@/app/components/branch-form/contact-fields.tsx';
import * as pages from '@/lib/pages.ts';

const TYPE_ICONS: Record<BranchType, Icon> = {
  store: IconBuildingStore,
  physical: IconBuildingStore,
  warehouse: IconBuildingWarehouse,
  office: IconBuilding,
  factory: IconBuildingFactory2,
  online: IconWorld,
};

/** "Riyadh, Saudi Arabia" in the page's language, from the reference lists (the id until they load). */
function usePlaceName(countryId: string, cityId: string): string {
  const lang = currentLanguage();
  const countries = useCountries(lang);
  const cities = useCities(countryId);
  const country = countries.data?.find((c) => c.countryId === countryId);
  const city = cities.data?.find((c) => c.cityId === cityId);
  const parts = [city ? nameOf(city, lang) : cityId, country ? nameOf(country, lang) : countryId];
  return parts.join(lang === 'ar' ? '، ' : ', ');
}

const money = (amount: number, currency: StoreMoney | null) => {
  const digits = currency?.minorUnits ?? 2;
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits }).format(amount);
  return currency ? `${text} ${currency.sign}` : text;
};

export interface BranchCardProps {
  branch: Warehouse;
  currency: StoreMoney | null;
  makingMain: boolean;
  onMakeMain: () => void;
  onDelete: () => void;
}

/** One branch: name, type, city, main, open or closed, cash on delivery, pickup, contacts; its actions. */
export function BranchCard({ branch, currency, makingMain, onMakeMain, onDelete }: BranchCardProps) {
  const { t } = useTranslation('warehouse');
  const place = usePlaceName(branch.countryId, branch.cityId);
  const TypeIcon = TYPE_ICONS[branch.type];
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="branch-card" data-main={branch.isMain || undefined}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ThemeIcon size={44} radius="md" variant="light" color={branch.isMain ? 'amber' : 'gray'}>
              <TypeIcon size={24} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} fz="md" lineClamp={2}>
                {branch.name}
              </Title>
              <Text fz="sm" c="dimmed">
                {t(`types.${branch.type}`)}
              </Text>
            </Stack>
          </Group>
          <Group gap={6} justify="flex-end" style={{ flexShrink: 0 }}>
            {branch.isMain && (
              <Badge variant="filled" leftSection={<IconStarFilled size={12} />} tt="none">
                {t('card.main')}
              </Badge>
            )}
            <Badge variant="light" color={branch.isOpen ? 'teal' : 'gray'} tt="none">
              {branch.isOpen ? t('card.open') : t('card.closed')}
            </Badge>
          </Group>
        </Group>

        <Stack gap={6}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginBlockStart: 2 }} />
            <Text fz="sm">
              {place}
              <Text span c="dimmed" fz="sm">
                {' · '}
                <bdi>{branch.street}</bdi>
              </Text>
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
            <Text fz="sm">
              {t('card.preparation', { count: branch.preparationTimeHours, time: branch.closestReadinessTime })}
            </Text>
          </Group>
        </Stack>

        <Group gap="xs">
          <Badge variant="light" color={branch.codAvailable ? 'amber' : 'gray'} leftSection={<IconCash size={14} />} tt="none">
            {branch.codAvailable ? t('card.cod', { fee: money(branch.codFee, currency) }) : t('card.noCod')}
          </Badge>
          <Badge
            variant="light"
            color={branch.supportsPickup ? 'teal' : 'gray'}
            leftSection={<IconShoppingBag size={14} />}
            tt="none"
          >
            {branch.supportsPickup ? t('card.pickup') : t('card.noPickup')}
          </Badge>
        </Group>

        {branch.contacts.length > 0 && (
          <Stack gap={4}>
            {branch.contacts.map((contact, i) => {
              const ContactIcon = CONTACT_ICONS[contact.type];
              return (
                <Group key={i} gap={6} wrap="nowrap">
                  <ContactIcon
                    size={16}
                    color="var(--mantine-color-dimmed)"
                    style={{ flexShrink: 0 }}
                    aria-label={t(`contacts.types.${contact.type}`)}
                  />
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    <bdi dir="ltr">{contact.value}</bdi>
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}

        <Group gap="xs" mt="auto" pt="xs" style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)' }}>
          <Button
            component={PrefetchLink}
            to={pages.editWarehouse(branch.id)}
            variant="default"
            size="compact-md"
            leftSection={<IconPencil size={16} />}
            aria-label={t('card.editNamed', { name: branch.name })}
          >
            {t('card.edit')}
          </Button>
          {!branch.isMain && (
            <Button
              variant="light"
              size="compact-md"
              leftSection={<IconStarFilled size={14} />}
              loading={makingMain}
              onClick={onMakeMain}
              aria-label={t('card.makeMainNamed', { name: branch.name })}
            >
              {t('card.makeMain')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="compact-md"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            aria-label={t('card.deleteNamed', { name: branch.name })}
            ms="auto"
          >
            {t('card.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
