import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { useText } from '../../i18n/use-text';

/** Shorter navigations show nothing: a bar that flashes for a moment reads as a glitch. */
const SHOW_AFTER_MS = 150;

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 100;
  height: 3px;
  background: ${({ theme }) => theme.colors.accent};
  transform-origin: left;
  /* Eases towards 90 % and waits there: the end is not known until the page is ready. */
  animation: ${grow} 8s cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transform: scaleX(0.5);
  }
`;

/** A thin bar at the top of the window while an in-app navigation fetches the next screen's code. */
export function NavigationProgress() {
  const text = useText();
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return shown ? <Bar role="progressbar" aria-label={text('progress.label')} /> : null;
}
