/** Crates stacked on a pallet: the hero's drawing (decorative). */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f5a524" stopOpacity="0.28" />
          <stop offset="1" stopColor="#f5a524" stopOpacity="0" />
        </linearGradient>
      </defs>
      <ellipse cx="240" cy="318" rx="210" ry="26" fill="url(#hero-glow)" />
      {/* pallet */}
      <g fill="#c98a2e" stroke="#0b1422" strokeWidth="3">
        <rect x="60" y="282" width="360" height="14" rx="2" />
        <rect x="72" y="296" width="40" height="16" />
        <rect x="220" y="296" width="40" height="16" />
        <rect x="368" y="296" width="40" height="16" />
        <rect x="60" y="312" width="360" height="10" rx="2" />
      </g>
      {/* bottom row of cartons */}
      <Carton x={70} y={196} w={110} h={86} label="SSD" />
      <Carton x={185} y={196} w={110} h={86} label="DIMM" />
      <Carton x={300} y={196} w={110} h={86} label="PSU" />
      {/* middle row */}
      <Carton x={100} y={114} w={136} h={82} label="GPU" />
      <Carton x={242} y={114} w={136} h={82} label="CPU" />
      {/* top */}
      <Carton x={170} y={40} w={140} h={74} label="SWITCH" accent />
    </svg>
  )
}

function Carton({ x, y, w, h, label, accent = false }: { x: number; y: number; w: number; h: number; label: string; accent?: boolean }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="3" fill={accent ? '#f5a524' : '#e7d3b0'} stroke="#0b1422" strokeWidth="3" />
      <path d={`M${x + w / 2 - 12} ${y}v${h * 0.34}h24V${y}`} fill={accent ? '#d48806' : '#d9bf93'} stroke="#0b1422" strokeWidth="3" strokeLinejoin="round" />
      <rect x={x + 12} y={y + h - 30} width={w - 24} height="18" rx="2" fill="#ffffff" stroke="#0b1422" strokeWidth="2" />
      <text x={x + w / 2} y={y + h - 16.5} textAnchor="middle" fontSize="12" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#0f1b2d" letterSpacing="1.5">
        {label}
      </text>
    </g>
  )
}
