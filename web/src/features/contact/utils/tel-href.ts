/** '(313) 555-0100' -> 'tel:+13135550100': a ten-digit number is North American (+1); others are dialled as written. */
export function telHref(phone: string): string {
  const dialled = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(dialled) ? `+1${dialled}` : dialled}`;
}
