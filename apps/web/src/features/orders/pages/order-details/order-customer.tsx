import { Anchor, AspectRatio, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMapPin, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderAddress, OrderDetails } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { DetailList } from '@/app/components/detail-list.tsx';
import { PhoneText } from '@/app/components/phone-text.tsx';
import * as pages from '@/lib/pages.ts';

/** The map around a point, as OpenStreetMap embeds it (the server's CSP allows this frame). */
export const osmEmbedUrl = (lat: number, lon: number) => {
  const d = 0.004;
  const bbox = [lon - d, lat - d, lon + d, lat + d].map((n) => n.toFixed(6)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
};
export const osmLink = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

const countryName = (code: string, lang: string) => {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Who ordered: name, phone and e-mail, and a way to their customer record. */
export function OrderCustomer({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="h4">
          {t('customer.title')}
        </Title>
        {order.customerId && (
          <Anchor component={PrefetchLink} to={pages.withQuery(pages.customers, { customerId: order.customerId })} fz="sm">
            <Group gap={4} component="span">
              <IconUser size={14} />
              {t('customer.open')}
            </Group>
          </Anchor>
        )}
      </Group>
      <DetailList
        cols={1}
        items={[
          { label: t('customer.name'), value: <bdi>{order.customerName}</bdi> },
          {
            label: t('customer.phone'),
            value: order.customerPhone ? (
              <Anchor href={`tel:${order.customerPhone}`} fz="sm">
                <PhoneText phone={order.customerPhone} />
              </Anchor>
            ) : null,
          },
          {
            label: t('customer.email'),
            value: order.customerEmail ? (
              <Anchor href={`mailto:${order.customerEmail}`} fz="sm">
                <bdi dir="ltr">{order.customerEmail}</bdi>
              </Anchor>
            ) : null,
          },
        ]}
      />
    </Paper>
  );
}

function AddressLines({ address }: { address: OrderAddress }) {
  const lang = useAppStore((s) => s.language);
  const place = [address.region, address.city, countryName(address.country, lang)].filter((p): p is string => Boolean(p));
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={500}>
        <bdi>{address.streetAddress1}</bdi>
      </Text>
      {address.streetAddress2 && (
        <Text fz="sm">
          <bdi>{address.streetAddress2}</bdi>
        </Text>
      )}
      <Text fz="sm">
        {/* Each part isolated: an Arabic district beside an English country name keeps its order. */}
        {place.map((part, i) => (
          <span key={part}>
            {i > 0 && (lang === 'ar' ? '، ' : ', ')}
            <bdi>{part}</bdi>
          </span>
        ))}
        {address.postalCode && (
          <>
            {' '}
            <bdi dir="ltr">{address.postalCode}</bdi>
          </>
        )}
      </Text>
      <Text fz="sm" c="dimmed">
        <PhoneText phone={address.phone} />
      </Text>
    </Stack>
  );
}

/** Where the order goes: the address, and a map of its point when it has one. */
export function OrderShipping({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const address = order.address;
  const point =
    address && address.latitude !== null && address.longitude !== null ? { lat: address.latitude, lon: address.longitude } : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {t('shipping.title')}
      </Title>
      {address ? (
        <Stack gap="md">
          <AddressLines address={address} />
          {point && (
            <>
              <AspectRatio ratio={16 / 9}>
                <iframe
                  title={t('shipping.map')}
                  src={osmEmbedUrl(point.lat, point.lon)}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  style={{
                    border: 0,
                    borderRadius: 'var(--mantine-radius-md)',
                    background: 'var(--mantine-color-default-hover)',
                  }}
                />
              </AspectRatio>
              {/* Without internet the map is an empty box: the coordinates say where the address is. */}
              <Text fz="sm" c="dimmed" data-testid="address-coordinates">
                {t('shipping.coordinates')} <bdi dir="ltr">{`${point.lat}, ${point.lon}`}</bdi> · {t('shipping.offlineHint')}
              </Text>
              <Anchor href={osmLink(point.lat, point.lon)} target="_blank" rel="noreferrer" fz="sm">
                <Group gap={4} component="span">
                  <IconMapPin size={14} />
                  {t('shipping.openInMaps')}
                  <IconExternalLink size={12} />
                </Group>
              </Anchor>
            </>
          )}
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('shipping.none')}
        </Text>
      )}
    </Paper>
  );
}
