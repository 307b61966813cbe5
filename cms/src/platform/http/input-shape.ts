import { REQUEST_BODY_MAX_DEPTH, SERVER_MESSAGES } from '@gro/config';

/** Names no request field may have: Object.prototype's own (constructor, toString, __proto__, …) and 'prototype'. */
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
const NUL = '\u0000';

/**
 * Why a parsed query or body cannot be accepted, or null: a NUL character in a key or a text (no
 * database column stores one), a key that names an inherited property (validators and merges
 * would read the prototype's), or nesting deeper than REQUEST_BODY_MAX_DEPTH. Walks with its own
 * stack, so no depth can overflow the call stack.
 */
export function inputProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return SERVER_MESSAGES.nulCharacter;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= REQUEST_BODY_MAX_DEPTH) return SERVER_MESSAGES.tooDeep;
    for (const [key, child] of Object.entries(item)) {
      if (RESERVED_KEYS.has(key)) return SERVER_MESSAGES.reservedKey(key);
      if (key.includes(NUL)) return SERVER_MESSAGES.nulCharacter;
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

/** True for a JSON object body (not an array, a string or nothing). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
