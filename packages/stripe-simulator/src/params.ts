import { invalid } from './errors';

/** A decoded form or query parameter: Stripe's bracket notation (`a[b][0][c]=v`) gives nested objects and arrays. */
export type Param = string | Param[] | { [key: string]: Param };
export type Params = { [key: string]: Param };

const MAX_PAIRS = 1000;
const MAX_DEPTH = 6;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw invalid('Invalid URL encoding in the request.');
  }
}

/** `a[b][]` → ['a', 'b', ''] */
function splitKey(key: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) throw invalid(`Invalid parameter name: ${key}`);
  const parts = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1])];
  if (parts.length > MAX_DEPTH) throw invalid(`Parameter nested too deeply: ${key}`, key);
  if (parts.some((p) => FORBIDDEN.has(p))) throw invalid(`Invalid parameter name: ${key}`, key);
  return parts;
}

type Tree = { [key: string]: Tree | string };

/** Objects whose keys are all indexes become arrays (`line_items[0]`, `expand[]`). */
function finish(node: Tree | string): Param {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = keys.map((k) => finish(node[k]));
  if (keys.length && keys.every((k) => /^\d+$/.test(k) || k.startsWith('\0'))) {
    return keys.map((k, i) => ({ k, v: values[i] })).sort((a, b) => order(a.k) - order(b.k)).map((x) => x.v);
  }
  return Object.fromEntries(keys.map((k, i) => [k, values[i]]));
}
const order = (k: string) => (k.startsWith('\0') ? Number(k.slice(1)) + 1e9 : Number(k));

export function parseParams(text: string): Params {
  const out: Tree = {};
  if (!text) return {};
  const pairs = text.split('&').filter(Boolean);
  if (pairs.length > MAX_PAIRS) throw invalid('Too many parameters.');
  pairs.forEach((pair, n) => {
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const parts = splitKey(key);
    let node = out;
    parts.forEach((part, i) => {
      // `[]` appends: a unique key that sorts after explicit indexes, in arrival order.
      const name = part === '' ? `\0${n}` : part;
      if (i === parts.length - 1) {
        if (typeof node[name] === 'object') throw invalid(`Conflicting values for parameter ${key}`, key);
        node[name] = value;
        return;
      }
      const next = node[name] ?? {};
      if (typeof next === 'string') throw invalid(`Conflicting values for parameter ${key}`, key);
      node[name] = next;
      node = next;
    });
  });
  return finish(out) as Params;
}

export function str(p: Params, name: string): string | undefined {
  const v = p[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalid(`Invalid string: ${name}`, name);
  return v;
}

export function required(p: Params, name: string): string {
  const v = str(p, name);
  if (!v) throw invalid(`Missing required param: ${name}.`, name);
  return v;
}

export function bool(p: Params, name: string): boolean | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  if (v !== 'true' && v !== 'false') throw invalid(`Invalid boolean: ${v}`, name);
  return v === 'true';
}

export function int(p: Params, name: string, min: number, max: number): number | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw invalid(`Invalid integer: ${v}`, name);
  return Number(v);
}

export function obj(p: Params, name: string): Params | undefined {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw invalid(`Invalid object: ${name}`, name);
  return v;
}

export function list(p: Params, name: string): Params[] {
  const v = p[name];
  if (v === undefined || v === '') return [];
  const arr = Array.isArray(v) ? v : typeof v === 'object' ? [v] : null;
  if (!arr || arr.some((x) => typeof x !== 'object' || Array.isArray(x))) throw invalid(`Invalid array: ${name}`, name);
  return arr as Params[];
}

export function strings(p: Params, name: string): string[] {
  const v = p[name];
  if (v === undefined || v === '') return [];
  const arr = Array.isArray(v) ? v : [v];
  if (arr.some((x) => typeof x !== 'string')) throw invalid(`Invalid array: ${name}`, name);
  return arr as string[];
}

/** Metadata as Stripe takes it: string values up to 500 characters, 50 keys; an empty value deletes the key. */
export function metadataUpdate(current: Record<string, string>, p: Params): Record<string, string> {
  if (p.metadata === '') return {};
  const m = obj(p, 'metadata');
  if (!m) return current;
  const next = { ...current };
  for (const [k, v] of Object.entries(m)) {
    if (typeof v !== 'string' || k.length > 40 || v.length > 500) throw invalid(`Invalid metadata[${k}]`, `metadata[${k}]`);
    if (v === '') delete next[k];
    else next[k] = v;
  }
  if (Object.keys(next).length > 50) throw invalid('Metadata can have at most 50 keys.', 'metadata');
  return next;
}
