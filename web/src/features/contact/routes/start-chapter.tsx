import { FORM_TEXTS } from '@gro/config';
import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { PublicPage } from '@/components/layouts/public-page';
import { media } from '@/styles/theme';
import { chapterApplicationValidation, sendChapterApplication } from '../api/send-chapter-application';
import { ChapterGuide } from '../components/chapter-guide';
import { MessageForm } from '../components/message-form';

const texts = PUBLIC_SCREEN_TEXTS.startChapter;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
    align-items: start;
  }
`;

/** Start a chapter (spec §2): what it involves, then the application POST /chapter/application takes. */
export default function StartChapterRoute() {
  return (
    <PublicPage title={texts.title} description={texts.description} lead={texts.lead}>
      <Layout>
        <ChapterGuide />
        <MessageForm
          validate={chapterApplicationValidation.validate}
          send={sendChapterApplication}
          sentMessage={FORM_TEXTS.applicationSent}
          texts={texts}
          titleId="chapter-application-title"
          messageHint={texts.messageHint}
        />
      </Layout>
    </PublicPage>
  );
}
