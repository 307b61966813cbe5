import { EVENT_PAGE_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { Layout, Main, Side } from './event-detail-styles';

const Band = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} 0 ${theme.space[10]}`};
  background: ${({ theme }) => theme.colors.brand50};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space[10]} 0 ${theme.space[16]}`};
`;

/** The shape of an event's page while it loads: the heading band, the facts, the map and the side card. */
export function EventDetailSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{EVENT_PAGE_TEXTS.loading}</VisuallyHidden>
      <Band>
        <Container>
          <Skeleton $width="min(28rem, 80%)" $height="2.5rem" />
          <Skeleton $width="12rem" $height="1.25rem" />
        </Container>
      </Band>
      <Body>
        <Container>
          <Layout>
            <Main>
              <Skeleton $width="60%" $height="1.25rem" />
              <Skeleton $width="45%" $height="1.25rem" />
              <Skeleton $height="12rem" $radius="10px" />
              <Skeleton $height="4rem" />
            </Main>
            <Side aria-hidden="true">
              <Skeleton $height="2.75rem" />
            </Side>
          </Layout>
        </Container>
      </Body>
    </div>
  );
}
