import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useText } from '../../i18n/use-text';

/** Leaving a staff editor with changes not saved asks first, in the staff's words. */
export function useStaffUnsavedGuard(unsaved: boolean): void {
  const text = useText();
  useUnsavedChangesGuard(unsaved, {
    title: text('staff.unsaved.title'),
    text: text('staff.unsaved.text'),
    confirmLabel: text('staff.unsaved.leave'),
    cancelLabel: text('staff.unsaved.stay'),
  });
}
