import { describe, expect, it } from 'vitest';
import { parsePlainText } from './plain-text';

describe('parsePlainText', () => {
  it('splits paragraphs on blank lines', () => {
    expect(parsePlainText('First paragraph.\n\nSecond one.\n  \nThird.')).toEqual([
      { type: 'paragraph', text: 'First paragraph.' },
      { type: 'paragraph', text: 'Second one.' },
      { type: 'paragraph', text: 'Third.' },
    ]);
  });

  it("turns lines starting with '- ' into one list, also right after a paragraph line", () => {
    expect(parsePlainText('Plans:\n- Monthly: $25.\n- Annual: $250.\n\nThat is all.')).toEqual([
      { type: 'paragraph', text: 'Plans:' },
      { type: 'list', items: ['Monthly: $25.', 'Annual: $250.'] },
      { type: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('keeps other line breaks and Windows line ends, and leaves a dash without a space alone', () => {
    expect(parsePlainText('Line one\r\nline two\r\n\r\n-not a list')).toEqual([
      { type: 'paragraph', text: 'Line one\nline two' },
      { type: 'paragraph', text: '-not a list' },
    ]);
  });
});
