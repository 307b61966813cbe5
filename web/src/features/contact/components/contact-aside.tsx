import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRightIcon, InfoIcon, MapPinIcon, SproutIcon } from '@/components/icons';
import { paths } from '@/config/paths';

const texts = PUBLIC_SCREEN_TEXTS.contact.aside;

const LINKS = [
  { to: paths.faqs, icon: InfoIcon, label: texts.faq, text: texts.faqText },
  { to: paths.chapters, icon: MapPinIcon, label: texts.chapters, text: texts.chaptersText },
  { to: paths.startChapter, icon: SproutIcon, label: texts.startChapter, text: texts.startChapterText },
];

const Aside = styled.aside`
  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    list-style: none;
  }
`;

const Item = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand200};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    color: ${({ theme }) => theme.colors.text};
  }

  > svg:first-child {
    box-sizing: content-box;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brand50};
    color: ${({ theme }) => theme.colors.brand600};
  }

  > svg:last-child {
    color: ${({ theme }) => theme.colors.gray500};
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.brand900};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Pages that may answer the visitor's question before they write. */
export function ContactAside() {
  return (
    <Aside aria-labelledby="contact-aside">
      <h2 id="contact-aside">{texts.title}</h2>
      <ul>
        {LINKS.map(({ to, icon: Icon, label, text }) => (
          <li key={to}>
            <Item to={to}>
              <Icon size={22} />
              <div>
                <strong>{label}</strong>
                <span>{text}</span>
              </div>
              <ArrowRightIcon size={18} />
            </Item>
          </li>
        ))}
      </ul>
    </Aside>
  );
}
