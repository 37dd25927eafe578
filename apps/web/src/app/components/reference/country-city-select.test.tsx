import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { City, Country } from '@souqna/contracts';
import { renderScreen } from '@/test/render.tsx';
import { referenceKeys } from '@/lib/reference/api.ts';
import type { LocationValue } from '@/lib/reference/location.ts';
import { CountryCitySelect } from './country-city-select.tsx';

const countries: Country[] = [
  { countryId: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia', hasCities: true },
  { countryId: 'YE', nameAr: 'اليمن', nameEn: 'Yemen', hasCities: true },
];
const city = (cityId: string, nameAr: string, nameEn: string): City => ({
  cityId,
  countryId: cityId.slice(0, 2),
  nameAr,
  nameEn,
  hasRegions: false,
});

/** The answers of the reference routes, already in the cache: the component reads them as it would after a fetch. */
function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(referenceKeys.countries('ar'), countries);
  client.setQueryData(referenceKeys.countries('en'), countries);
  client.setQueryData(referenceKeys.cities('SA'), [
    city('SA-riyadh', 'الرياض', 'Riyadh'),
    city('SA-makkah', 'مكة المكرمة', 'Makkah'),
  ]);
  client.setQueryData(referenceKeys.cities('YE'), [city('YE-sanaa', 'صنعاء', "Sana'a"), city('YE-aden', 'عدن', 'Aden')]);
  return client;
}

function Picker({ changes }: { changes: LocationValue[] }) {
  const [value, setValue] = useState<LocationValue>({ countryId: 'SA', cityId: 'SA-riyadh', regionId: null });
  return (
    <CountryCitySelect
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const choose = async (label: RegExp, option: string) => {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('country and city picker', () => {
  it('clears the city when the country changes, and offers the new country’s cities', async () => {
    const changes: LocationValue[] = [];
    await renderScreen(
      <QueryClientProvider client={cache()}>
        <Picker changes={changes} />
      </QueryClientProvider>,
      { namespaces: ['reference'] },
    );
    expect((screen.getByLabelText(/المدينة/, { selector: 'input' }) as HTMLInputElement).value).toBe('الرياض');

    await choose(/الدولة/, 'اليمن');
    expect(changes.at(-1)).toEqual({ countryId: 'YE', cityId: null, regionId: null });
    await waitFor(() => expect((screen.getByLabelText(/المدينة/, { selector: 'input' }) as HTMLInputElement).value).toBe(''));

    await choose(/المدينة/, 'عدن');
    expect(changes.at(-1)).toEqual({ countryId: 'YE', cityId: 'YE-aden', regionId: null });
  });

  it('finds a city typed without its hamza, in English names too', async () => {
    await renderScreen(
      <QueryClientProvider client={cache()}>
        <Picker changes={[]} />
      </QueryClientProvider>,
      { namespaces: ['reference'], lang: 'en' },
    );
    const cityInput = screen.getByLabelText(/City/, { selector: 'input' });
    cityInput.focus();
    fireEvent.click(cityInput);
    fireEvent.change(cityInput, { target: { value: 'مكه' } });
    const listbox = screen.getByRole('listbox', { name: /City/ });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Makkah']),
    );
  });
});
