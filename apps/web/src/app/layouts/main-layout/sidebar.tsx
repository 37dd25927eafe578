import { useEffect, useRef, useState } from 'react';
import { Badge, Box, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
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

/** Whether the menu goes on above and below what is in view. */
function useScrollEdges() {
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ above: false, below: false });
  const measure = () => {
    const v = viewport.current;
    if (!v) return;
    const above = v.scrollTop > 2;
    const below = v.scrollTop + v.clientHeight < v.scrollHeight - 2;
    setEdges((e) => (e.above === above && e.below === below ? e : { above, below }));
  };
  useEffect(() => {
    const v = viewport.current;
    if (!v) return;
    measure();
    // The window's height and an opened group both change what fits.
    const observer = new ResizeObserver(measure);
    observer.observe(v);
    if (v.firstElementChild) observer.observe(v.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { viewport, edges, measure };
}

const fade = (edge: 'top' | 'bottom') =>
  ({
    position: 'absolute',
    insetInline: 0,
    [edge]: 0,
    height: 40,
    pointerEvents: 'none',
    background: `linear-gradient(to ${edge}, transparent, var(--mantine-color-body))`,
    boxShadow: `inset 0 ${edge === 'bottom' ? -8 : 8}px 8px -8px rgb(0 0 0 / 0.25)`,
  }) as const;

/**
 * Every section of the main area; those a later issue builds are shown, greyed, with a "soon" badge.
 * When the menu is taller than the window, the edge it goes on beyond fades with a shadow.
 */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { viewport, edges, measure } = useScrollEdges();
  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <ScrollArea type="scroll" style={{ flex: 1 }} viewportRef={viewport} onScrollPositionChange={measure}>
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
      {edges.above && <div aria-hidden style={fade('top')} data-testid="sidebar-more-above" />}
      {edges.below && <div aria-hidden style={fade('bottom')} data-testid="sidebar-more-below" />}
    </Box>
  );
}
