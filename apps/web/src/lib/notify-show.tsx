import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { NoticeKind } from './notify.ts';

const look = {
  success: { color: 'teal', Icon: IconCheck },
  info: { color: 'blue', Icon: IconInfoCircle },
  error: { color: 'red', Icon: IconX },
  warning: { color: 'amber', Icon: IconAlertTriangle },
} as const;

export function showNotice(kind: NoticeKind, message: string, options: { title?: string; id?: string }): void {
  const { color, Icon } = look[kind];
  notifications.show({
    id: options.id,
    color,
    title: options.title,
    message,
    icon: <Icon size={18} stroke={2} />,
    autoClose: kind === 'error' ? 7000 : 4500,
    withBorder: true,
  });
}

export function hideNotice(id: string): void {
  notifications.hide(id);
}
