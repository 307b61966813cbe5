import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { MailIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

const texts = PUBLIC_SCREEN_TEXTS.faq.more;

const Box = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand50};
  border: 1px solid ${({ theme }) => theme.colors.brand100};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

/** 'Still have questions?' with a link to the contact page. */
export function MoreQuestions() {
  return (
    <Box aria-labelledby="more-questions">
      <div>
        <h2 id="more-questions">{texts.title}</h2>
        <p>{texts.text}</p>
      </div>
      <ButtonLink to={paths.contact} variant="secondary">
        <MailIcon size={18} />
        {texts.contact}
      </ButtonLink>
    </Box>
  );
}
