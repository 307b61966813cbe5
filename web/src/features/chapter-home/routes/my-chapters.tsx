import { MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { MapPinIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { ledChapters } from '@/lib/authorization';
import { buildUrl } from '@/lib/url';

const texts = MY_CHAPTER_TEXTS.home;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const Item = styled(Card)`
  padding: 0;

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 44px;
    padding: ${({ theme }) => theme.space[4]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand900};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    text-decoration: underline;
  }
`;

/** /portal/my-chapter: the home of the one chapter the leader leads, or the list of the chapters they lead. */
export default function MyChaptersRoute() {
  const { user } = useAuth();
  const chapters = ledChapters(user);
  if (chapters.length === 1) return <Navigate to={buildUrl(paths.portal.myChapterHome, { params: { chapterId: chapters[0]!.id } })} replace />;
  return (
    <PortalPage title={texts.listTitle} description={chapters.length ? texts.listDescription : undefined}>
      {chapters.length === 0 ? (
        <EmptyState
          title={texts.noneTitle}
          description={texts.noneHint}
          action={
            <ButtonLink to={paths.portal.chapters} variant="secondary">
              {texts.allChapters}
            </ButtonLink>
          }
        />
      ) : (
        <List>
          {chapters.map((chapter) => (
            <Item as="li" key={chapter.id}>
              <Link to={buildUrl(paths.portal.myChapterHome, { params: { chapterId: chapter.id } })}>
                <MapPinIcon size={18} />
                {chapter.name}
              </Link>
            </Item>
          ))}
        </List>
      )}
    </PortalPage>
  );
}
