import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { CalendarIcon, CheckIcon, GlobeIcon, MapPinIcon, UsersIcon } from '@/components/icons';
import { IconBadge } from '@/components/ui/feature-card';

const texts = PUBLIC_SCREEN_TEXTS.startChapter;
const NEED_ICONS = [UsersIcon, MapPinIcon, CalendarIcon, GlobeIcon];

const Guide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Needs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[4]};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const Support = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand50};
  border: 1px solid ${({ theme }) => theme.colors.brand100};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    list-style: none;
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.gray800};
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.brand500};
  }
`;

/** What starting a chapter involves: a leader, a meeting place, a weekly or biweekly rhythm, a format, and GRO's support. */
export function ChapterGuide() {
  return (
    <Guide>
      <section aria-labelledby="chapter-needs">
        <h2 id="chapter-needs">{texts.needsTitle}</h2>
        <Needs>
          {texts.needs.map((need, index) => {
            const Icon = NEED_ICONS[index % NEED_ICONS.length];
            return (
              <li key={need.title}>
                <IconBadge $size={44}>
                  <Icon size={22} />
                </IconBadge>
                <div>
                  <h3>{need.title}</h3>
                  <p>{need.text}</p>
                </div>
              </li>
            );
          })}
        </Needs>
      </section>
      <Support as="section" aria-labelledby="chapter-support">
        <h2 id="chapter-support">{texts.supportTitle}</h2>
        <ul>
          {texts.support.map((line) => (
            <li key={line}>
              <CheckIcon size={18} />
              {line}
            </li>
          ))}
        </ul>
      </Support>
    </Guide>
  );
}
