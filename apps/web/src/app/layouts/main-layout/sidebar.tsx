import { useState } from 'react';
import { Badge, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../components/prefetch-link.tsx';
import { NAV_GROUPS, type NavItem } from './nav-items.ts';

const isCurrent = (item: NavItem, pathname: string) =>
  [item.to, ...(item.matches ?? [])].some(
    (p) => pathname.toLowerCase() === p.toLowerCase() || pathname.toLowerCase().startsWith(`${p.toLowerCase()}/`),
  );

function Item({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const Icon = item.icon;
  const label = t(`nav.items.${item.key}`);
  const inside = item.children?.some((child) => isCurrent(child, pathname)) ?? false;
  const [opened, setOpened] = useState(inside);
  const [wasInside, setWasInside] = useState(inside);
  // Arriving at one of its pages from elsewhere opens the group.
  if (inside !== wasInside) {
    setWasInside(inside);
    if (inside) setOpened(true);
  }
  if (!item.available) {
    return (
      <NavLink
        component="div"
        label={label}
        leftSection={<Icon size={18} stroke={1.6} />}
        rightSection={
          <Badge size="xs" variant="light" color="gray">
            {t('common:soon')}
          </Badge>
        }
        aria-disabled="true"
        title={t('nav.soonHint')}
        styles={{ root: { opacity: 0.6, cursor: 'not-allowed' } }}
      />
    );
  }
  if (item.children) {
    return (
      <NavLink
        label={label}
        leftSection={<Icon size={18} stroke={1.6} />}
        opened={opened}
        onChange={setOpened}
        fw={500}
        childrenOffset={20}
      >
        {item.children.map((child) => (
          <Item key={child.key} item={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={PrefetchLink}
      to={item.to}
      label={label}
      leftSection={<Icon size={18} stroke={1.6} />}
      active={isCurrent(item, pathname)}
      onClick={onNavigate}
      fw={500}
    />
  );
}

/** Every section of the main area; those a later issue builds are shown, greyed, with a "soon" badge. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <Stack gap="md" p="sm" component="nav" aria-label={t('nav.label')}>
        {NAV_GROUPS.map((group) => (
          <Stack key={group.key} gap={2}>
            <Text fz="xs" fw={700} c="dimmed" px="sm" pb={4}>
              {t(`nav.groups.${group.key}`)}
            </Text>
            {group.items.map((item) => (
              <Item key={item.key} item={item} onNavigate={onNavigate} />
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
