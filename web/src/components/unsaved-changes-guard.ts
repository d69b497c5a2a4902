import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useDialog, type DialogOptions } from './dialog';

/**
 * Keeps a form's unsaved changes from being lost: while `unsaved`, leaving by a link, by Back or Forward or by the
 * form's own cancel asks `question` first (the app's confirm dialog: confirm leaves, cancel stays), and reloading or
 * closing the tab makes the browser ask its own question (browsers show their own words for that one).
 * A change of the query string alone (a table's page) stays on the screen and is never asked about.
 */
export function useUnsavedChangesGuard(unsaved: boolean, question: DialogOptions): void {
  const dialog = useDialog();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = useRef(false);
  const latestQuestion = useRef(question);
  latestQuestion.current = question;

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void dialog.confirm({ kind: 'warning', ...latestQuestion.current }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, dialog]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
