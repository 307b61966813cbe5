import { type JoinRequestValues, type OwnJoinRequest } from '@gro/config';
import { COMPANY_GATE_TEXTS } from '@gro/config/screens';
import { Drawer } from '@/components/ui/drawer';
import { useRequestToJoin } from '../api/own-join-requests';
import { JoinRequestForm } from './join-request-form';

interface JoinRequestDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The new request and the server's message for it. */
  onSent: (request: OwnJoinRequest, message?: string) => void;
}

/** Request to Join, in a side drawer. */
export function JoinRequestDrawer({ open, onClose, onSent }: JoinRequestDrawerProps) {
  const requestToJoin = useRequestToJoin();
  const handleSubmit = async (values: JoinRequestValues) => {
    const { data, message } = await requestToJoin(values);
    onSent(data, message?.message);
    onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} title={COMPANY_GATE_TEXTS.requestToJoin}>
      <JoinRequestForm onSubmit={handleSubmit} onCancel={onClose} />
    </Drawer>
  );
}
