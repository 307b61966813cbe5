import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders a post body as elements, headings from h2 (the title is the h1)', () => {
    renderUi(<Markdown source={'# Big news\n\nRead **this** and [our chapters](/chapters).\n\n- one\n- two'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Big news' })).toBeInTheDocument();
    expect(screen.getByText('this').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our chapters' })).toHaveAttribute('href', '/chapters');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('never turns a body into HTML: tags show as text, scripting links are not links', () => {
    const { container } = renderUi(
      <Markdown source={'<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[bad](javascript:alert(3)) [ok](https://gro.example.org)'} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ok' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(container.innerHTML).not.toMatch(/javascript:/i);
  });
});
