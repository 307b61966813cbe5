import type { AddressSuggestion } from '@gro/config';

/** The place fields a picked suggestion fills (company, chapter and event forms). */
export interface AddressFields {
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The suggestion's place, region, postcode or country. As in Mapbox answers, a feature is not in
 * its own context: a city suggestion's city (or a ZIP suggestion's postcode) is its own text.
 */
const contextText = (suggestion: AddressSuggestion, kind: string) => {
  if (suggestion.place_type?.includes(kind)) return suggestion.text ?? suggestion.place_name.split(',')[0].trim();
  return suggestion.context?.find((item) => item.id.startsWith(`${kind}.`))?.text ?? '';
};

/**
 * A Mapbox-style suggestion as form fields: the street line is place_name's first part, the
 * rest come from the context ids place., region., postcode. and country.; coordinates are [lng, lat].
 */
export function toAddressFields(suggestion: AddressSuggestion): AddressFields {
  const [longitude, latitude] = suggestion.geometry?.coordinates ?? [];
  return {
    address: suggestion.place_name.split(',')[0].trim(),
    city: contextText(suggestion, 'place'),
    state: contextText(suggestion, 'region'),
    postalCode: contextText(suggestion, 'postcode'),
    country: contextText(suggestion, 'country'),
    latitude: typeof latitude === 'number' ? latitude : null,
    longitude: typeof longitude === 'number' ? longitude : null,
  };
}

type Place = { [K in keyof AddressFields]: AddressFields[K] | null };

/** A stored record's place as form values: missing texts become ''. */
export function placeValues(record: Place): AddressFields {
  return {
    address: record.address ?? '',
    city: record.city ?? '',
    state: record.state ?? '',
    postalCode: record.postalCode ?? '',
    country: record.country ?? '',
    latitude: record.latitude,
    longitude: record.longitude,
  };
}
