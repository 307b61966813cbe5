import { describe, expect, it } from 'vitest';
import { chartable, niceAxis, withoutSharedFirstWord, wrapLabel } from './bar-chart';

describe('niceAxis: the y axis never stops below the tallest bar', () => {
  it('tops counts with whole steps at or above the tallest bar', () => {
    expect(niceAxis(3, true)).toEqual({ max: 3, step: 1 });
    expect(niceAxis(7, true)).toEqual({ max: 8, step: 2 });
    expect(niceAxis(1, true)).toEqual({ max: 1, step: 1 });
    expect(niceAxis(41, true)).toEqual({ max: 60, step: 20 });
  });

  it('tops amounts with round steps: $25 under a $30 line, $5 under $6', () => {
    expect(niceAxis(25, false)).toEqual({ max: 30, step: 10 });
    expect(niceAxis(5, false)).toEqual({ max: 6, step: 2 });
    expect(niceAxis(9, false)).toEqual({ max: 10, step: 2.5 });
    expect(niceAxis(1234, false)).toEqual({ max: 1500, step: 500 });
  });

  it('draws an axis of 0 to 1 when every bar is empty', () => {
    expect(niceAxis(0, true)).toEqual({ max: 1, step: 1 });
  });
});

describe('wrapLabel: a bar keeps its whole name on two lines where it can', () => {
  it('keeps short names, breaks longer ones between words, cuts only what two lines cannot hold', () => {
    expect(wrapLabel('Monthly')).toBe('Monthly');
    expect(wrapLabel('GRO Detroit')).toBe('GRO Detroit');
    expect(wrapLabel('GRO Grand Rapids')).toBe('GRO Grand\nRapids');
    expect(wrapLabel('GRO Columbus')).toBe('GRO\nColumbus');
    expect(wrapLabel('Open to all chapters worldwide')).toBe('Open to all\nchapters w…');
    expect(wrapLabel('Supercalifragilistic')).toBe('Supercalif…');
    // Narrower bars, shorter lines.
    expect(wrapLabel('GRO Detroit', 7)).toBe('GRO\nDetroit');
    expect(wrapLabel('GRO Grand Rapids', 7)).toBe('GRO\nGrand …');
  });
});

describe('chartable', () => {
  it('is false for one bar or bars that are all empty, true for two bars with a value', () => {
    expect(chartable(['Monthly'], [{ name: 'MRR', values: [25] }])).toBe(false);
    expect(chartable(['Oct', 'Nov'], [{ name: 'Canceled', values: [0, 0] }])).toBe(false);
    expect(chartable(['Oct', 'Nov'], [{ name: 'Canceled', values: [0, 2] }])).toBe(true);
  });
});

describe('withoutSharedFirstWord: the axis names what tells the bars apart', () => {
  it('drops the first word every name shares', () => {
    expect(withoutSharedFirstWord(['GRO Detroit', 'GRO Grand Rapids', 'GRO Ann Arbor'])).toEqual(['Detroit', 'Grand Rapids', 'Ann Arbor']);
  });

  it('keeps the names when one does not share the word, when a name is that word alone, or when there is one bar', () => {
    expect(withoutSharedFirstWord(['GRO Detroit', 'Chicago North'])).toEqual(['GRO Detroit', 'Chicago North']);
    expect(withoutSharedFirstWord(['GRO Detroit', 'GRO'])).toEqual(['GRO Detroit', 'GRO']);
    expect(withoutSharedFirstWord(['GROW Detroit', 'GRO Chicago'])).toEqual(['GROW Detroit', 'GRO Chicago']);
    expect(withoutSharedFirstWord(['GRO Detroit'])).toEqual(['GRO Detroit']);
    expect(withoutSharedFirstWord(['Monthly', 'Yearly'])).toEqual(['Monthly', 'Yearly']);
  });
});

describe('wrapLabel in pixels: the chart measures the names in its axis font', () => {
  const sixPx = (text: string) => text.length * 6;
  it('keeps a name whole when it fits the bar, breaks between words, and cuts only a word wider than the bar', () => {
    expect(wrapLabel('Columbus', 48, sixPx)).toBe('Columbus');
    expect(wrapLabel('Grand Rapids', 48, sixPx)).toBe('Grand\nRapids');
    expect(wrapLabel('Kalamazoo-Portage', 48, sixPx)).toBe('Kalamaz…');
  });
});
