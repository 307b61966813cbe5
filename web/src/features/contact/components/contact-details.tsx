import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { useContactDetails } from '../api/get-contact-details';
import { telHref } from '../utils/tel-href';

const texts = PUBLIC_SCREEN_TEXTS.contact.details;

const Card = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
  }

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    margin: 0;
  }
`;

/** A dt/dd pair; the icon sits in the dt, drawn in the row's left margin. */
const Row = styled.div`
  position: relative;
  min-height: 36px;
  padding-left: 48px;

  svg {
    position: absolute;
    top: 0;
    left: 0;
    box-sizing: content-box;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brand50};
    color: ${({ theme }) => theme.colors.brand600};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand900};
  }

  address {
    font-style: normal;
    white-space: pre-line;
  }
`;

/** The organisation's email, phone and address as staff keep them; nothing while they are not set. */
export function ContactDetailsCard() {
  const { data } = useContactDetails();
  if (!data) return null;
  return (
    <Card aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{texts.title}</h2>
      <dl>
        <Row>
          <dt>
            <MailIcon size={20} />
            {texts.email}
          </dt>
          <dd>
            <a href={`mailto:${data.email}`}>{data.email}</a>
          </dd>
        </Row>
        <Row>
          <dt>
            <PhoneIcon size={20} />
            {texts.phone}
          </dt>
          <dd>
            <a href={telHref(data.phone)}>{data.phone}</a>
          </dd>
        </Row>
        <Row>
          <dt>
            <MapPinIcon size={20} />
            {texts.address}
          </dt>
          <dd>
            <address>{data.address}</address>
          </dd>
        </Row>
      </dl>
    </Card>
  );
}
