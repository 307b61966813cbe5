/**
 * A small CSS cascade over the styles styled-components put in the document (jsdom parses them but
 * neither hovers nor lays out): which value of a property wins for an element in a given state and
 * window width. Selectors are matched with element.matches, the states' pseudo-classes taken as true
 * or false; specificity counts ids, classes, attributes and pseudo-classes (:not counts its argument).
 */
interface CascadeState {
  hover?: boolean;
  focusVisible?: boolean;
  /** Window width for min-width / max-width media rules; 1280 unless told. */
  width?: number;
}

const STATE_PSEUDOS = [
  [':hover', 'hover'],
  [':focus-visible', 'focusVisible'],
] as const;

function specificity(selector: string): number {
  const ids = (selector.match(/#[\w-]+/g) ?? []).length;
  const classes = (selector.match(/\.[\w-]+|\[[^\]]+\]|:(?!not\()[\w-]+(\([^)]*\))?/g) ?? []).length;
  const types = (selector.replace(/\[[^\]]+\]|\([^)]*\)|[.#:][\w-]+/g, ' ').match(/(^|[\s>+~])[a-z][\w-]*/gi) ?? []).length;
  return ids * 10_000 + classes * 100 + types;
}

function matches(element: Element, selector: string, state: CascadeState): boolean {
  let plain = selector;
  for (const [pseudo, key] of STATE_PSEUDOS) {
    if (!plain.includes(pseudo)) continue;
    if (!state[key]) return false;
    plain = plain.split(pseudo).join('');
  }
  if (/::/.test(plain)) return false;
  try {
    return element.matches(plain);
  } catch {
    return false;
  }
}

function mediaApplies(condition: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(condition);
  const max = /max-width:\s*([\d.]+)px/.exec(condition);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

function styleRules(rules: CSSRuleList, width: number): CSSStyleRule[] {
  return [...rules].flatMap((rule) => {
    if (rule instanceof CSSMediaRule) return mediaApplies(rule.conditionText || rule.media.mediaText, width) ? styleRules(rule.cssRules, width) : [];
    return rule instanceof CSSStyleRule ? [rule] : [];
  });
}

/** The winning value of `property` for `element` in `state` (undefined when no rule sets it). */
export function cascadedValue(element: Element, property: string, state: CascadeState = {}): string | undefined {
  const width = state.width ?? 1280;
  let best: { weight: number; order: number; value: string } | undefined;
  let order = 0;
  for (const sheet of [...document.styleSheets]) {
    for (const rule of styleRules(sheet.cssRules, width)) {
      order += 1;
      const value = rule.style.getPropertyValue(property);
      if (!value) continue;
      const selectors = rule.selectorText.split(/,(?![^(]*\))/).map((s) => s.trim());
      for (const selector of selectors) {
        if (!matches(element, selector, state)) continue;
        const weight = specificity(selector);
        if (!best || weight > best.weight || (weight === best.weight && order >= best.order)) best = { weight, order, value };
      }
    }
  }
  return best?.value;
}
