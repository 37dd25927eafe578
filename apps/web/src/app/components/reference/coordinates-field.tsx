import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Group, Input, NumberInput, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import {
  DEFAULT_CENTER,
  latitudeProblem,
  longitudeProblem,
  parseCoordinate,
  type Coordinates,
} from '@/lib/reference/coordinates.ts';

// Leaflet (about 45 KB gzip with its CSS) loads with the first page that shows a map, never before.
const CoordinatesMap = lazy(() => import('./coordinates-map.tsx'));

export interface CoordinatesFieldProps {
  value: Coordinates;
  onChange: (value: Coordinates) => void;
  /** A form's messages per field; without them the field says when a number is out of range. */
  errors?: { latitude?: ReactNode; longitude?: ReactNode };
  label?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Where the map opens with no point yet (default: Riyadh). */
  center?: [number, number];
  /** Height of the map in pixels (default 280). */
  mapHeight?: number;
}

/** A number input that lets the merchant type "-" or "24." on the way to a number. */
function useDraft(value: number | null) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [shown, setShown] = useState(value);
  // The value changed from outside (a map click): show it, unless the draft already says the same.
  if (shown !== value) {
    setShown(value);
    if (parseCoordinate(draft) !== value) setDraft(value ?? '');
  }
  return [draft, setDraft] as const;
}

/**
 * Latitude and longitude, typed (spec §5 ranges) or picked on an OpenStreetMap map by a click or by
 * dragging the pin. Without map tiles (no internet) the map still takes clicks and says so. Pages
 * load the `reference` namespace with their route.
 */
export function CoordinatesField({
  value,
  onChange,
  errors = {},
  label,
  description,
  required,
  disabled,
  center = DEFAULT_CENTER,
  mapHeight = 280,
}: CoordinatesFieldProps) {
  const { t } = useTranslation('reference');
  const lang = currentLanguage();
  const [latitudeDraft, setLatitudeDraft] = useDraft(value.latitude);
  const [longitudeDraft, setLongitudeDraft] = useDraft(value.longitude);

  const typed = (key: keyof Coordinates, setDraft: (v: string | number) => void) => (input: string | number) => {
    setDraft(input);
    const parsed = parseCoordinate(input);
    if (parsed !== undefined) onChange({ ...value, [key]: parsed });
  };

  const numberProps = {
    hideControls: true,
    decimalScale: 6,
    allowExponentNotation: false,
    dir: 'ltr',
    inputMode: 'decimal',
    disabled,
    withAsterisk: required,
    style: { flex: 1, minWidth: 140 },
  } as const;

  return (
    <Input.Wrapper label={label ?? t('coordinates.label')} description={description ?? t('coordinates.description')}>
      <Stack gap="sm" mt={6}>
        <Group gap="md" align="flex-start" grow>
          <NumberInput
            {...numberProps}
            label={t('coordinates.latitude')}
            placeholder={t('coordinates.latitudePlaceholder')}
            min={LATITUDE_RANGE.min}
            max={LATITUDE_RANGE.max}
            clampBehavior="none"
            value={latitudeDraft}
            onChange={typed('latitude', setLatitudeDraft)}
            error={errors.latitude ?? latitudeProblem(value.latitude, lang)}
          />
          <NumberInput
            {...numberProps}
            label={t('coordinates.longitude')}
            placeholder={t('coordinates.longitudePlaceholder')}
            min={LONGITUDE_RANGE.min}
            max={LONGITUDE_RANGE.max}
            clampBehavior="none"
            value={longitudeDraft}
            onChange={typed('longitude', setLongitudeDraft)}
            error={errors.longitude ?? longitudeProblem(value.longitude, lang)}
          />
        </Group>
        <Suspense fallback={<Skeleton h={mapHeight} radius="md" />}>
          <CoordinatesMap value={value} onPick={onChange} center={center} height={mapHeight} disabled={disabled} />
        </Suspense>
      </Stack>
    </Input.Wrapper>
  );
}
