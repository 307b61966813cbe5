/** The parts of the `zipcodes` data package (it ships no types) that the offline geocoder reads. */
declare module 'zipcodes' {
  interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    /** Every US ZIP and Canadian postal code, by code. */
    codes: Record<string, ZipCode>;
    /** US state names by their two-letter code. */
    states: { abbr: Record<string, string> };
  };
  export = zipcodes;
}
