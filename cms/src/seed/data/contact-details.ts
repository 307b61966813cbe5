/** The organisation's contact details on /contact, until staff set their own in the Strapi admin. */
export const contactDetails = {
  email: 'hello@gro.example.org',
  phone: '(313) 555-0100',
  address: '1001 Woodward Ave, Suite 500\nDetroit, MI 48226',
};
