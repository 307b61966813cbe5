import { SELECT_TYPEAHEAD_RESET_MS } from '@gro/config';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { SelectField } from './select';

const OPTIONS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({ value: day, label: day }));

function Day() {
  const [value, setValue] = useState('');
  return <SelectField label="Day of Week" placeholder="Select..." options={OPTIONS} value={value} onChange={(e) => setValue(e.target.value)} />;
}

const type = (select: HTMLElement, key: string) => fireEvent.keyDown(select, { key });

afterEach(() => {
  vi.useRealTimers();
});

describe(`select type-ahead (spec §9: resets after ${SELECT_TYPEAHEAD_RESET_MS} ms)`, () => {
  it('picks the option whose label starts with the letters typed together', () => {
    vi.useFakeTimers();
    renderUi(<Day />);
    const select = screen.getByRole('combobox', { name: 'Day of Week' });
    type(select, 't');
    expect(select).toHaveValue('Tuesday');
    type(select, 'h');
    expect(select).toHaveValue('Thursday');
  });

  it(`starts a new search once ${SELECT_TYPEAHEAD_RESET_MS} ms pass without a key`, () => {
    vi.useFakeTimers();
    renderUi(<Day />);
    const select = screen.getByRole('combobox', { name: 'Day of Week' });
    type(select, 's');
    expect(select).toHaveValue('Sunday');
    act(() => vi.advanceTimersByTime(SELECT_TYPEAHEAD_RESET_MS - 1));
    type(select, 'a');
    expect(select).toHaveValue('Saturday');
    act(() => vi.advanceTimersByTime(SELECT_TYPEAHEAD_RESET_MS));
    type(select, 'm');
    expect(select).toHaveValue('Monday');
  });

  it('moves to the next option with the same first letter when that letter is typed again', () => {
    vi.useFakeTimers();
    renderUi(<Day />);
    const select = screen.getByRole('combobox', { name: 'Day of Week' });
    type(select, 't');
    type(select, 't');
    expect(select).toHaveValue('Thursday');
  });
});

describe('option groups', () => {
  it('lists grouped options under their heading, in order, and types ahead across the groups', () => {
    const options = [
      { value: 1, label: 'Bookkeeper', group: 'Accounting and Finance' },
      { value: 2, label: 'Tax Preparer', group: 'Accounting and Finance' },
      { value: 3, label: 'Architect', group: 'Construction' },
    ];
    renderUi(<SelectField label="Profession" placeholder="Choose" options={options} defaultValue="" />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Accounting and Finance', 'Construction']);
    expect(Array.from(groups[0]!.querySelectorAll('option'), (o) => o.textContent)).toEqual(['Bookkeeper', 'Tax Preparer']);
    const select = screen.getByRole('combobox', { name: 'Profession' });
    type(select, 'a');
    expect(select).toHaveValue('3');
  });
});
