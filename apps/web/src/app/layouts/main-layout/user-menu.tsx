import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconBuildingStore,
  IconChevronDown,
  IconCopy,
  IconCreditCard,
  IconExternalLink,
  IconKey,
  IconLanguage,
  IconLogout,
  IconMessage2,
  IconMoon,
  IconRefresh,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';
import { notify } from '@/lib/notify.ts';
import { useMe } from '@/lib/me.ts';
import { clearCacheAndReload, logout } from './session-actions.ts';
import * as pages from '@/lib/pages.ts';

const SUGGESTIONS_ADDRESS = 'support@souqna.store';

/** The user menu of spec §2. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useAppStore((s) => s.auth?.session ?? null);
  const theme = useAppStore((s) => s.theme);
  const language = useAppStore((s) => s.language);
  const setTheme = useAppStore((s) => s.setTheme);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const me = useMe();
  // The server builds the link from its own base domain (`/auth/me` answers `store.url`).
  const link = me.data?.store.url ?? null;
  const storeName = me.data?.store.name ?? t('userMenu.unnamedStore');
  const plan = me.data?.store.plan;

  const copyLink = async () => {
    if (!link) return notify('info', t('userMenu.noDomain'));
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('userMenu.linkCopied'));
    } catch {
      notify('warning', t('userMenu.copyFailed', { link }));
    }
  };

  const signOut = async () => {
    const message = await logout();
    notify('success', message ?? t('userMenu.loggedOut'));
    navigate(pages.login, { replace: true });
  };

  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal>
      <Menu.Target>
        {/* The name is in the label, first, as it is seen (WCAG 2.5.3); the avatar shows a figure, not a letter. */}
        <UnstyledButton
          aria-label={session ? t('userMenu.openFor', { name: session.user.name }) : t('userMenu.open')}
          px={6}
          py={4}
          mih={40}
          style={{ borderRadius: 'var(--mantine-radius-lg)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar color="amber" radius="xl" size={34} src={session?.user.avatar ?? undefined} alt="" />
            <Text fw={500} fz="sm" visibleFrom="sm" maw={160} truncate>
              {session?.user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.store')}</Menu.Label>
        <Menu.Item
          leftSection={<IconBuildingStore size={16} />}
          rightSection={
            plan && (
              <Badge size="sm" variant="light">
                {t(`plans.${plan}`)}
              </Badge>
            )
          }
          onClick={() => navigate(pages.storeSettings)}
        >
          <Text fz="sm" fw={500} truncate>
            {storeName}
          </Text>
          <Text fz="xs" c="dimmed">
            {plan ? t('userMenu.planLine', { plan: t(`plans.${plan}`) }) : t('userMenu.planLoading')}
          </Text>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconExternalLink size={16} />}
          component="a"
          href={link ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!link}
        >
          {t('userMenu.visitStore')}
          <Text fz="xs" c="dimmed" truncate>
            {link ? <bdi dir="ltr">{link.replace(/^https?:\/\//, '')}</bdi> : t('userMenu.noDomain')}
          </Text>
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={copyLink}>
          {t('userMenu.copyLink')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCreditCard size={16} />} onClick={() => navigate(pages.plans)}>
          {t('userMenu.plans')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('userMenu.account')}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate(pages.profile)}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => navigate(pages.profilePassword)}>
          {t('userMenu.resetPassword')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBell size={16} />}
          onClick={() => notify('info', t('userMenu.noUpdates'), { title: t('userMenu.updates') })}
        >
          {t('userMenu.updates')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMessage2 size={16} />}
          component="a"
          href={`mailto:${SUGGESTIONS_ADDRESS}?subject=${encodeURIComponent(t('userMenu.suggestionsSubject'))}`}
        >
          {t('userMenu.suggestions')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLanguage size={16} />}
          onClick={() => setLanguage(language === 'ar' ? 'en' : 'ar')}
          lang={language === 'ar' ? 'en' : 'ar'}
        >
          {t('common:language.other')}
        </Menu.Item>
        <Menu.Item leftSection={theme === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />} onClick={() => setTheme()}>
          {theme === 'dark' ? t('common:theme.toLight') : t('common:theme.toDark')}
        </Menu.Item>
        <Menu.Item leftSection={<IconRefresh size={16} />} onClick={() => void clearCacheAndReload()}>
          {t('userMenu.clearCache')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
