import { buildUrl } from './url';

/** A place's address parts as the API sends them for chapters and events. */
interface AddressParts {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** '440 Burroughs St, Detroit, MI 48202, United States'; missing parts are left out. */
export function formatAddress({ address, city, state, postalCode, country }: AddressParts): string {
  const region = [state, postalCode].filter(Boolean).join(' ');
  return [address, city, region, country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** 'Detroit, MI 48202': the line under a street address. */
export function formatLocality({ city, state, postalCode }: AddressParts): string {
  const region = [state, postalCode].filter(Boolean).join(' ');
  return [city, region].filter(Boolean).join(', ');
}

/** The outbound maps search for an address (spec §7: "Outbound link to a maps search using the address"). */
export const mapsSearchUrl = (query: string): string =>
  buildUrl('https://www.google.com/maps/search/', { query: { api: 1, query } });
