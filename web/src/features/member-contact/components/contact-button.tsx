import { MEMBER_CONTACT_TEXTS as texts } from '@gro/config/screens';
import { Suspense, lazy, useState } from 'react';
import { MailIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

/* The form (Formik, the schema) loads when first opened. */
const ContactDialog = lazy(() => import('./contact-dialog'));

interface ContactButtonProps {
  member: { id: number; fullname: string };
  size?: 'sm' | 'md';
}

/**
 * "Contact" in place of a member's email and phone where the viewer may not see them (the answer
 * says contactHidden): opens a dialog that sends them a message through GRO. Nothing for the
 * viewer's own card or profile.
 */
export function ContactButton({ member, size = 'sm' }: ContactButtonProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || user.id === member.id) return null;
  return (
    <>
      <Button size={size} variant="secondary" aria-haspopup="dialog" aria-label={texts.buttonLabel(member.fullname)} onClick={() => setOpen(true)}>
        <MailIcon size={16} />
        {texts.button}
      </Button>
      <Suspense fallback={null}>{open && <ContactDialog member={member} onSent={() => setOpen(false)} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
