import { useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

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

/** A thin bar at the top while the next screen's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <Bar role="progressbar" aria-label="Loading page" />;
}
