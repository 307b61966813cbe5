import { COMPANY_NAME } from '@gro/config';
import { BLOG_FOOTER_LINK } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import { ExternalLinkIcon } from '@/components/icons';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { PARTNER } from '@/config/site';
import { Bottom, Brand, Column, Grid, Partner, Wrapper } from './footer-styles';
import { ACCOUNT_LINKS } from './nav-links';

const COLUMNS = [
  {
    heading: 'Explore',
    links: [
      { to: paths.chapters, label: 'Chapters' },
      { to: paths.events, label: 'Events' },
      { to: paths.startChapter, label: 'Start a Chapter' },
      { to: paths.blog, label: BLOG_FOOTER_LINK },
    ],
  },
  { heading: 'Membership', links: [ACCOUNT_LINKS.signUp, ACCOUNT_LINKS.signIn] },
  {
    heading: 'Help',
    links: [
      { to: paths.faqs, label: 'FAQ' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Wrapper>
      <Container>
        <Grid>
          <Brand>
            <Logo inverse />
            <p>Local chapters of business owners and professionals who meet, refer and grow together.</p>
            <Partner href={PARTNER.href} target="_blank" rel="noopener" aria-describedby="partner-new-tab">
              {PARTNER.label}
              <ExternalLinkIcon size={16} />
            </Partner>
            <VisuallyHidden id="partner-new-tab">Opens in a new tab</VisuallyHidden>
          </Brand>
          {COLUMNS.map((column) => (
            <Column key={column.heading}>
              <nav aria-label={column.heading}>
                <h2>{column.heading}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </Column>
          ))}
        </Grid>
        <Bottom>
          <p>
            © {year} {COMPANY_NAME}. All rights reserved.
          </p>
          <Link to={paths.terms}>Terms and Conditions</Link>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
