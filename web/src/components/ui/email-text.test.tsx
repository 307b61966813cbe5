import { describe, expect, it } from 'vitest';
import { cascadedValue } from '@/testing/css-cascade';
import { renderUi } from '@/testing/render-ui';
import { EmailText } from './email-text';

const address = (email: string) => {
  const { container, unmount } = renderUi(<EmailText email={email} />);
  const span = container.querySelector('span') as HTMLElement;
  const result = { html: span.innerHTML, text: span.textContent, wrap: cascadedValue(span, 'overflow-wrap') };
  unmount();
  return result;
};

describe('EmailText', () => {
  it("may break before the '@' and before a dot of the name only, and reads as the address", () => {
    expect(address('screens.subscriber.mwsmm2k01ku@example.com')).toEqual({
      html: 'screens<wbr>.subscriber<wbr>.mwsmm2k01ku<wbr>@example.com',
      text: 'screens.subscriber.mwsmm2k01ku@example.com',
      wrap: 'anywhere',
    });
  });

  it('shows an address without a name part as it is', () => {
    expect(address('m1@example.com').html).toBe('m1<wbr>@example.com');
    expect(address('not-an-address').html).toBe('not-an-address');
  });
});
