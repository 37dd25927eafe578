import 'leaflet/dist/leaflet.css';
import './coordinates-map.css';
import { useEffect, useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { divIcon, type LatLng } from 'leaflet';
import { AttributionControl, MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/i18n/language.ts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { isPlaceable, roundCoordinate, wrapLongitude, type Coordinates } from '@/lib/reference/coordinates.ts';

/** OpenStreetMap's standard tiles (the server's CSP allows this host); a build may point elsewhere. */
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a>';
/** A failed tile shows nothing rather than a broken image; the grid underneath stays visible. */
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The pin: an inline drawing in the brand colour, no image files for the bundler to lose. */
const pin = divIcon({
  className: 'souqna-map-pin',
  html: '<svg viewBox="0 0 30 42" width="30" height="42" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 41 15 41s14-15.7 14-26.1C29 7.2 22.7 1 15 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>',
  iconSize: [30, 42],
  iconAnchor: [15, 41],
});

const toCoordinates = (at: LatLng): Coordinates => ({
  latitude: roundCoordinate(at.lat),
  longitude: roundCoordinate(wrapLongitude(at.lng)),
});

function ClickToPick({ onPick, disabled }: { onPick: (value: Coordinates) => void; disabled?: boolean }) {
  useMapEvents({
    click: (e) => {
      if (!disabled) onPick(toCoordinates(e.latlng));
    },
  });
  return null;
}

/** Keeps a typed point in view: the map follows it when it leaves the visible area. */
function FollowPoint({ point }: { point: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains(point)) map.setView(point, Math.max(map.getZoom(), 13));
  }, [map, point]);
  return null;
}

/** Leaflet measures its box once; a map shown late (a step, a tab, a drawer) measures again when it resizes. */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export interface CoordinatesMapProps {
  value: Coordinates;
  onPick: (value: Coordinates) => void;
  center: [number, number];
  height: number;
  disabled?: boolean;
}

export default function CoordinatesMap({ value, onPick, center, height, disabled }: CoordinatesMapProps) {
  const { t } = useTranslation('reference');
  const rtl = directionOf(currentLanguage()) === 'rtl';
  const [tilesFailed, setTilesFailed] = useState(false);
  const point = useMemo<[number, number] | null>(() => (isPlaceable(value) ? [value.latitude, value.longitude] : null), [value]);
  const [initialCenter] = useState(point ?? center);
  const [initialZoom] = useState(point ? 15 : 5);

  return (
    <div className="souqna-map" style={{ height }}>
      {/* Tiles and controls are laid out by Leaflet in LTR; the page around it may be RTL. */}
      <div dir="ltr" role="region" aria-label={t('coordinates.map')} style={{ height: '100%' }}>
        <MapContainer
          center={initialCenter}
          zoom={initialZoom}
          zoomControl={false}
          attributionControl={false}
          scrollWheelZoom={false}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer
            url={TILE_URL}
            attribution={ATTRIBUTION}
            errorTileUrl={BLANK_TILE}
            maxZoom={19}
            eventHandlers={{
              tileerror: () => setTilesFailed(true),
              // Leaflet reports the blank stand-in of a failed tile as loaded too: only real tiles count.
              tileload: (e) => {
                if (e.tile.getAttribute('src') !== BLANK_TILE) setTilesFailed(false);
              },
            }}
          />
          <AttributionControl
            position="bottomright"
            prefix='<a href="https://leafletjs.com" target="_blank" rel="noreferrer">Leaflet</a>'
          />
          <ZoomControl
            position={rtl ? 'topright' : 'topleft'}
            zoomInTitle={t('coordinates.zoomIn')}
            zoomOutTitle={t('coordinates.zoomOut')}
          />
          <ClickToPick onPick={onPick} disabled={disabled} />
          <FollowPoint point={point} />
          <FollowSize />
          {point && (
            <Marker
              position={point}
              icon={pin}
              draggable={!disabled}
              title={t('coordinates.pin')}
              alt={t('coordinates.pin')}
              eventHandlers={{ dragend: (e) => onPick(toCoordinates((e.target as { getLatLng(): LatLng }).getLatLng())) }}
            />
          )}
        </MapContainer>
      </div>
      <Text className="souqna-map-hint" fz="xs" role="status">
        {tilesFailed ? (
          <>
            {t('coordinates.tilesUnavailable')} {point ? <bdi dir="ltr">{`${point[0]}, ${point[1]}`}</bdi> : '—'}
          </>
        ) : point ? (
          t('coordinates.dragHint')
        ) : (
          t('coordinates.clickHint')
        )}
      </Text>
    </div>
  );
}
