import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { Footer } from './footer';
import { Header } from './header';
import { RouteBoundary } from '../../routes/route-boundary';
import { NavigationProgress } from '../navigation-progress';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

/** Header, main area and footer of every public screen (spec §2). */
export function PublicLayout() {
  return (
    <Shell>
      <SkipLink />
      <NavigationProgress />
      <Header />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </Main>
      <Footer />
    </Shell>
  );
}
