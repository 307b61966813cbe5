import { HONEYPOT_FIELD } from '@gro/config';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useFormField } from '@/lib/form-state';

/**
 * A field people never see or reach (hidden, out of the tab order and of the accessibility tree)
 * but form-filling bots do; the server drops a submission that has it filled.
 */
export function HoneypotField() {
  const [field] = useFormField<string>(HONEYPOT_FIELD);
  return (
    <VisuallyHidden as="div" aria-hidden="true">
      <label htmlFor="form-website">Website</label>
      <input {...field} id="form-website" type="text" tabIndex={-1} autoComplete="off" />
    </VisuallyHidden>
  );
}
