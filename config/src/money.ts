/**
 * An amount in cents (Stripe's unit) as people read it, in its currency: formatMoney(25000, 'usd') → '$250.00'.
 * The server writes it in emails and messages, the portal in its tables; a currency code the runtime
 * does not know is written after the amount: formatMoney(1234, 'x1') → '12.34 X1'.
 */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${code}`;
  }
}
