import { ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS, type AddressSuggestion } from '@gro/config';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { toAddressFields, type AddressFields } from '@/lib/address-fields';
import { mockApi, ok } from '@/testing/mock-api';
import { renderUi } from '@/testing/render-ui';
import { AddressSearch } from './address-search';

const burroughs: AddressSuggestion = {
  id: 'address.1',
  place_name: '440 Burroughs St, Detroit, Michigan 48202, United States',
  place_type: ['address'],
  context: [
    { id: 'postcode.9', text: '48202' },
    { id: 'place.7', text: 'Detroit' },
    { id: 'region.5', text: 'Michigan', short_code: 'US-MI' },
    { id: 'country.3', text: 'United States', short_code: 'us' },
  ],
  geometry: { type: 'Point', coordinates: [-83.0681, 42.3637] },
};
const woodward: AddressSuggestion = {
  ...burroughs,
  id: 'address.2',
  place_name: '2115 Woodward Ave, Detroit, Michigan 48201, United States',
  geometry: { type: 'Point', coordinates: [-83.0516, 42.3389] },
};

function Harness({ onSelect }: { onSelect: (fields: AddressFields) => void }) {
  const [value, setValue] = useState('');
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <AddressSearch label="Address" value={value} onChange={setValue} onSelect={onSelect} />
      <button type="button">Elsewhere</button>
    </SWRConfig>
  );
}

describe('toAddressFields', () => {
  it('fills address, city, state, postal code, country, latitude and longitude from a Mapbox suggestion', () => {
    expect(toAddressFields(burroughs)).toEqual({
      address: '440 Burroughs St',
      city: 'Detroit',
      state: 'Michigan',
      postalCode: '48202',
      country: 'United States',
      latitude: 42.3637,
      longitude: -83.0681,
    });
  });

  it("takes a city or ZIP suggestion's own text as its city or postal code (a feature is not in its own context)", () => {
    const city: AddressSuggestion = {
      id: 'place.detroit-mi',
      place_name: 'Detroit, Michigan 48201, United States',
      place_type: ['place'],
      text: 'Detroit',
      context: [
        { id: 'postcode.48201', text: '48201' },
        { id: 'region.mi', text: 'Michigan' },
        { id: 'country.us', text: 'United States' },
      ],
      geometry: { coordinates: [-83.05, 42.33] },
    };
    expect(toAddressFields(city)).toMatchObject({ city: 'Detroit', state: 'Michigan', postalCode: '48201', country: 'United States' });
    const zip: AddressSuggestion = {
      id: 'postcode.48202',
      place_name: '48202, Detroit, Michigan, United States',
      place_type: ['postcode'],
      text: '48202',
      context: [
        { id: 'place.detroit-mi', text: 'Detroit' },
        { id: 'region.mi', text: 'Michigan' },
        { id: 'country.us', text: 'United States' },
      ],
      geometry: { coordinates: [-83.08, 42.37] },
    };
    expect(toAddressFields(zip)).toMatchObject({ city: 'Detroit', postalCode: '48202' });
  });
});

describe('AddressSearch', () => {
  it('searches GET /address/search only from 3 characters', async () => {
    const api = mockApi({ 'GET /address/search': ok([burroughs, woodward]) });
    const user = userEvent.setup();
    renderUi(<Harness onSelect={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    await user.type(input, '44');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo('GET /address/search')).toHaveLength(0);

    await user.type(input, '0');
    expect(await screen.findByRole('option', { name: burroughs.place_name })).toBeInTheDocument();
    expect(api.callsTo('GET /address/search').at(-1)?.query).toEqual({ q: '440' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('is keyboard navigable: arrows move the active option, Enter picks it', async () => {
    mockApi({ 'GET /address/search': ok([burroughs, woodward]) });
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderUi(<Harness onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    await user.type(input, 'Detroit');
    await screen.findByRole('option', { name: woodward.place_name });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: woodward.place_name });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(onSelect.mock.calls[0][0]).toMatchObject({ address: '2115 Woodward Ave', latitude: 42.3389, longitude: -83.0516 });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions 150 ms after blur, keeps them closed on focus alone (a form focusing a wrong field) and shows them again on a click', async () => {
    mockApi({ 'GET /address/search': ok([burroughs]) });
    const user = userEvent.setup();
    renderUi(<Harness onSelect={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    await user.type(input, '440 Bur');
    await screen.findByRole('option', { name: burroughs.place_name });

    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS - 1));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    vi.useRealTimers();

    act(() => input.focus());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('option', { name: burroughs.place_name })).toBeInTheDocument();
  });

  it('picks a suggestion with the mouse', async () => {
    mockApi({ 'GET /address/search': ok([burroughs]) });
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderUi(<Harness onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox', { name: 'Address' }), '440 Bur');
    await user.click(await screen.findByRole('option', { name: burroughs.place_name }));
    expect(onSelect.mock.calls[0][0]).toMatchObject({ city: 'Detroit', postalCode: '48202' });
  });
});
