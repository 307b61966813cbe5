import type { AddressSuggestion } from '@gro/config';

const TIMEOUT_MS = 5000;

type MapboxFeature = {
  id: string | number;
  place_type?: string[];
  address?: string;
  text: string;
  place_name: string;
  center: [number, number];
  geometry?: { coordinates?: [number, number] };
  context?: { id: string; text: string; short_code?: string }[];
};

/** The Mapbox geocoding API (MAPBOX_TOKEN; MAPBOX_GEOCODING_URL for a compatible server). */
export async function searchMapbox(query: string, token: string): Promise<AddressSuggestion[]> {
  const base = process.env.MAPBOX_GEOCODING_URL || 'https://api.mapbox.com/geocoding/v5/mapbox.places';
  const url = `${base}/${encodeURIComponent(query)}.json?${new URLSearchParams({
    access_token: token,
    autocomplete: 'true',
    country: 'us',
    types: 'address,place,postcode',
    limit: '5',
  })}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`Mapbox answered ${res.status}`);
  const body = (await res.json()) as { features?: MapboxFeature[] };
  return (body.features ?? []).map((f) => ({
    id: String(f.id),
    place_type: f.place_type ?? [],
    text: f.address ? `${f.address} ${f.text}` : f.text,
    place_name: f.place_name,
    center: f.center,
    geometry: { type: 'Point', coordinates: f.geometry?.coordinates ?? f.center },
    context: (f.context ?? []).map((c) => ({ id: c.id, text: c.text, ...(c.short_code ? { short_code: c.short_code } : {}) })),
  }));
}
