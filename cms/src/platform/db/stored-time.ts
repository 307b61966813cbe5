type Stored = string | number | Date;

/** A stored moment as ISO text: SQLite keeps Strapi's datetimes as milliseconds, PostgreSQL answers Dates. */
export function toIso(value: Stored): string {
  return new Date(typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : value).toISOString();
}

export function toIsoOrNull(value: Stored | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}
