import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { Highlight } from './highlight';

const marks = () => Array.from(document.querySelectorAll('mark')).map((mark) => mark.textContent);

describe('Highlight', () => {
  it('marks every match whatever its case, keeping the text as written', () => {
    renderUi(
      <p>
        <Highlight text="Membership costs $30. Ask about membership." query=" MEMBERSHIP " />
      </p>,
    );
    expect(marks()).toEqual(['Membership', 'membership']);
    expect(screen.getByText(/costs/).textContent).toBe('Membership costs $30. Ask about membership.');
  });

  it('matches the query literally and never renders it as HTML', () => {
    renderUi(
      <p>
        <Highlight text="Fees (yearly) are <b>$30</b> + tax." query="(yearly) are <b>" />
      </p>,
    );
    expect(marks()).toEqual(['(yearly) are <b>']);
    expect(document.querySelector('b')).toBeNull();
  });

  it('leaves the text alone without a query or a match', () => {
    renderUi(
      <p>
        <Highlight text="What is GRO?" query="   " />
        <Highlight text="What is GRO?" query="chapter" />
      </p>,
    );
    expect(marks()).toEqual([]);
  });
});
