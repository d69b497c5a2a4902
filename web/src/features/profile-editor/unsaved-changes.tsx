import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useText } from '../../i18n/use-text';

type Report = (form: string, unsaved: boolean) => void;

const ReportContext = createContext<Report>(() => undefined);

/**
 * The profile screen's forms (personal, education, work) are saved apart: leaving, reloading or going Back while any
 * of them holds unsaved changes asks first.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const text = useText();
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((form, changed) => {
    setUnsaved((current) => {
      if (current.has(form) === changed) return current;
      const next = new Set(current);
      if (changed) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  useUnsavedChangesGuard(unsaved.size > 0, {
    title: text('profileEditor.leaveTitle'),
    text: text('profileEditor.leaveText'),
    confirmLabel: text('profileEditor.leave'),
    cancelLabel: text('profileEditor.stay'),
  });
  return <ReportContext.Provider value={report}>{children}</ReportContext.Provider>;
}

/** Tells the screen's guard whether the form `form` holds unsaved changes (and that it has none once it goes). */
export function useReportUnsaved(form: string, unsaved: boolean): void {
  const report = useContext(ReportContext);
  useEffect(() => {
    report(form, unsaved);
    return () => report(form, false);
  }, [report, form, unsaved]);
}
