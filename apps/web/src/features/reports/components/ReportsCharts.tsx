import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CountryPoint, TrendPoint } from '../dashboard-data';
import { UI } from '../../../shared/ui';

/**
 * The dashboard's two charts, in their own lazy chunk: recharts is large and only the partner home needs it.
 * Heights are spec §9's 150 px.
 */
export function InstallsTrendChart({ points }: { points: TrendPoint[] }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={UI.chartHeight}>
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="tick" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(_value, payload) => (payload?.[0]?.payload as TrendPoint | undefined)?.label ?? ''} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line type="monotone" name="Installs" dataKey="installs" stroke={theme.palette.primary.main} strokeWidth={2} dot={false} />
        <Line type="monotone" name="Uninstalls" dataKey="uninstalls" stroke={theme.palette.error.main} strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function CountriesChart({ countries }: { countries: CountryPoint[] }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={UI.chartHeight}>
      <BarChart data={countries} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={(c: CountryPoint) => c.code || c.name} tick={{ fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip
          cursor={{ fill: theme.palette.action.hover }}
          labelFormatter={(_value, payload) => (payload?.[0]?.payload as CountryPoint | undefined)?.name ?? ''}
          formatter={(value) => [value, 'Installs']}
        />
        <Bar dataKey="amount" name="Installs" fill={theme.palette.primary.main} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
