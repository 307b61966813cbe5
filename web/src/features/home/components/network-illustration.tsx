import styled from 'styled-components';

const Svg = styled.svg`
  width: 100%;
  height: auto;
  max-width: 460px;
`;

const NODES = [
  { x: 90, y: 110, r: 22 },
  { x: 340, y: 80, r: 18 },
  { x: 380, y: 260, r: 24 },
  { x: 250, y: 370, r: 18 },
  { x: 70, y: 300, r: 20 },
  { x: 170, y: 40, r: 12 },
  { x: 420, y: 160, r: 10 },
  { x: 130, y: 400, r: 12 },
];
const CENTER = { x: 230, y: 220 };

/** Decorative: members (circles) connected through their chapter (the sprout in the middle). */
export function NetworkIllustration() {
  return (
    <Svg viewBox="0 0 460 440" aria-hidden="true" focusable="false">
      <circle cx={CENTER.x} cy={CENTER.y} r="190" fill="none" stroke="rgba(255,255,255,0.08)" strokeWidth="2" />
      <circle cx={CENTER.x} cy={CENTER.y} r="130" fill="none" stroke="rgba(255,255,255,0.12)" strokeWidth="2" />
      {NODES.map((node, i) => (
        <line
          key={`c${i}`}
          x1={CENTER.x}
          y1={CENTER.y}
          x2={node.x}
          y2={node.y}
          stroke="rgba(183,226,207,0.45)"
          strokeWidth="2"
          strokeDasharray={i % 2 ? '6 8' : undefined}
        />
      ))}
      <path d="M90 110 L170 40 L340 80 L420 160 L380 260 L250 370 L130 400 L70 300 Z" fill="none" stroke="rgba(255,255,255,0.14)" strokeWidth="1.5" />
      {NODES.map((node, i) => (
        <g key={`n${i}`}>
          <circle cx={node.x} cy={node.y} r={node.r + 8} fill="rgba(255,255,255,0.06)" />
          <circle cx={node.x} cy={node.y} r={node.r} fill={i % 3 === 1 ? '#f2b84b' : '#7fd1a8'} />
          <circle cx={node.x} cy={node.y - node.r * 0.25} r={node.r * 0.32} fill="rgba(6,46,34,0.55)" />
          <path
            d={`M${node.x - node.r * 0.55} ${node.y + node.r * 0.6} a${node.r * 0.55} ${node.r * 0.45} 0 0 1 ${node.r * 1.1} 0`}
            fill="rgba(6,46,34,0.55)"
          />
        </g>
      ))}
      <circle cx={CENTER.x} cy={CENTER.y} r="62" fill="#f5fbf8" />
      <circle cx={CENTER.x} cy={CENTER.y} r="62" fill="none" stroke="#f2b84b" strokeWidth="4" />
      <g transform={`translate(${CENTER.x - 32} ${CENTER.y - 32})`}>
        <path d="M32 52V30" stroke="#0d4a37" strokeWidth="5" strokeLinecap="round" />
        <path d="M32 34c-11 0-17-6-17-17 11 0 17 6 17 17z" fill="#16815f" />
        <path d="M32 30c0-10 6-16 17-16 0 10-6 16-17 16z" fill="#e0a93b" />
      </g>
    </Svg>
  );
}
