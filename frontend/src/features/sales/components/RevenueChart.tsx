import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCents } from '@/lib/money'
import type { DayRevenue } from '@/lib/types'
import { compactDollars, dayLabel } from './salesFigures'

const HEIGHT = 280
// the design tokens' values: SVG attributes don't take CSS variables everywhere
const AMBER = '#f5a524'
const AMBER_SOFT = '#fff4de'
const GRID = '#d8dee7'

/**
 * Revenue per day as bars. Recharts is only ever loaded with this file (a lazy chunk),
 * so the storefront's first load doesn't carry it.
 */
export default function RevenueChart({ days }: { days: DayRevenue[] }) {
  return (
    <div className="revenue-chart" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={16} tickLine={false} />
          <YAxis tickFormatter={compactDollars} width={64} tickLine={false} axisLine={false} />
          <Tooltip labelFormatter={(day) => dayLabel(String(day))} formatter={(cents) => [formatCents(Number(cents)), 'Revenue']} cursor={{ fill: AMBER_SOFT }} />
          <Bar dataKey="cents" name="Revenue" fill={AMBER} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
