import { useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { screenLoads } from '../lazy-screen';

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.85); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  height: 3px;
  background: ${({ theme }) => theme.colors.accent400};
  transform-origin: left;
  animation: ${grow} 2s ${({ theme }) => theme.motion.easing} forwards;
`;

/** A thin bar at the top while the next screen's code loads. */
export function NavigationProgress() {
  const pending = useSyncExternalStore(screenLoads.subscribe, screenLoads.pending, screenLoads.pending);
  return pending === 0 ? null : <Bar role="progressbar" aria-label="Loading page" />;
}
