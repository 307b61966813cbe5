import { ADMIN_FORM_TEXTS } from '@gro/config/screens';
import { Button } from './button';

/** A table row's Edit action; its accessible name says which record: 'Edit GRO Detroit'. */
export function RowEditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onClick} aria-haspopup="dialog" aria-label={ADMIN_FORM_TEXTS.editLabel(name)}>
      {ADMIN_FORM_TEXTS.edit}
    </Button>
  );
}
