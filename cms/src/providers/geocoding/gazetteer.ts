import zipcodes from 'zipcodes';
import type { AddressSuggestion } from '@gro/config';

/**
 * The offline geocoder: US cities and ZIP codes from the `zipcodes` data package. It cannot place a
 * street address, so a query with a street line answers that line in the matching city, at the
 * city's coordinates: enough for the address, city, state, ZIP and a map pin near the place.
 */
/** `zips`: how many ZIP codes the city has, the offline stand-in for its size when ranking. */
type Place = { city: string; state: string; stateName: string; zip: string; latitude: number; longitude: number; key: string; zips: number };

let index: { places: Place[]; zips: Map<string, Place> } | null = null;
const LIMIT = 5;

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();

function build() {
  const stateNames = zipcodes.states.abbr;
  const byCity = new Map<string, Place>();
  const zips = new Map<string, Place>();
  for (const entry of Object.values(zipcodes.codes)) {
    if (entry.country !== 'US' || !stateNames[entry.state]) continue;
    const place: Place = {
      city: entry.city,
      state: entry.state,
      stateName: titleCase(stateNames[entry.state]),
      zip: entry.zip,
      latitude: entry.latitude,
      longitude: entry.longitude,
      key: fold(entry.city),
      zips: 1,
    };
    zips.set(entry.zip, place);
    const cityKey = `${place.key}|${entry.state}`;
    const known = byCity.get(cityKey);
    if (!known) byCity.set(cityKey, place);
    else if (entry.zip < known.zip) byCity.set(cityKey, { ...place, zips: known.zips + 1 });
    else known.zips += 1;
  }
  return { places: [...byCity.values()].sort((a, b) => a.key.localeCompare(b.key) || a.state.localeCompare(b.state)), zips };
}

function suggestion(place: Place, kind: 'place' | 'postcode' | 'address', street?: string): AddressSuggestion {
  const coordinates: [number, number] = [place.longitude, place.latitude];
  const region = `${place.stateName} ${place.zip}`;
  const text = kind === 'postcode' ? place.zip : kind === 'address' ? street! : place.city;
  const name = [kind === 'address' ? street : null, kind === 'postcode' ? null : place.city, kind === 'postcode' ? `${place.city}, ${region}` : region, 'United States']
    .filter(Boolean)
    .join(', ');
  return {
    id: `${kind}.${kind === 'address' ? `${fold(street!).replace(/ /g, '-')}.` : ''}${place.zip}`,
    place_type: [kind],
    text,
    place_name: kind === 'postcode' ? `${place.zip}, ${place.city}, ${place.stateName}, United States` : name,
    center: coordinates,
    geometry: { type: 'Point', coordinates },
    context: [
      ...(kind === 'postcode' ? [] : [{ id: `postcode.${place.zip}`, text: place.zip }]),
      ...(kind === 'place' ? [] : [{ id: `place.${place.key.replace(/ /g, '-')}-${place.state.toLowerCase()}`, text: place.city }]),
      { id: `region.${place.state.toLowerCase()}`, text: place.stateName, short_code: `US-${place.state}` },
      { id: 'country.us', text: 'United States', short_code: 'us' },
    ],
  };
}

/** Cities whose name starts with `name`, optionally in `state` (code or name): exact names first, then larger cities. */
function findCities(name: string, state?: string): Place[] {
  index ??= build();
  const key = fold(name);
  if (!key) return [];
  const st = state ? fold(state) : '';
  const matches = index.places.filter(
    (p) => p.key.startsWith(key) && (!st || p.state.toLowerCase() === st || fold(p.stateName).startsWith(st)),
  );
  return matches.sort((a, b) => Number(b.key === key) - Number(a.key === key) || b.zips - a.zips).slice(0, LIMIT);
}

export function searchOffline(query: string): AddressSuggestion[] {
  index ??= build();
  const q = query.trim();
  const zip = /^(\d{3,5})$/.exec(q);
  if (zip) {
    const out: Place[] = [];
    for (const [code, place] of index.zips) {
      if (code.startsWith(zip[1])) out.push(place);
      if (out.length >= LIMIT) break;
    }
    return out.sort((a, b) => a.zip.localeCompare(b.zip)).map((p) => suggestion(p, 'postcode'));
  }

  const parts = q.split(',').map((p) => p.trim()).filter(Boolean);
  const zipInText = /\b(\d{5})\b(?!.*\b\d{5}\b)/.exec(q)?.[1];
  const hasStreet = parts.length > 1 && /^\d+\s+\S/.test(parts[0]);
  if (hasStreet) {
    const street = parts[0].replace(/\s+/g, ' ');
    const byZip = zipInText ? index.zips.get(zipInText) : undefined;
    const [cityPart, statePart] = [parts[1], parts[2]?.replace(/\b\d{5}\b/, '').trim()];
    const cities = byZip ? [byZip] : findCities(cityPart.replace(/\b\d{5}\b/, ''), statePart || undefined);
    return cities.map((p) => suggestion(p, 'address', street));
  }
  const [cityPart, statePart] = parts;
  return findCities(cityPart, statePart).map((p) => suggestion(p, 'place'));
}
