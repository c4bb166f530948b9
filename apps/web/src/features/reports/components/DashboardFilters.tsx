import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DASHBOARD_RANGES, SPLIT_LABELS, type DashboardSplit } from '@appstore/shared/reports/dashboard';
import { findRange } from '../dashboard-data';

export interface DashboardFiltersProps {
  days: number;
  split: DashboardSplit;
  onChange: (next: { days: number; split: DashboardSplit }) => void;
}

/** Spec §2: the date range and the split; a new range starts with its first split (monthly from 93 days). */
export function DashboardFilters({ days, split, onChange }: DashboardFiltersProps) {
  const range = findRange(days);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
      <TextField
        select
        size="small"
        label="Date range"
        value={range.days}
        onChange={(e) => {
          const next = findRange(Number(e.target.value));
          onChange({ days: next.days, split: next.splits.includes(split) && next.days === range.days ? split : next.splits[0]! });
        }}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        slotProps={{ htmlInput: { 'data-testid': 'dashboard-range' } }}
      >
        {DASHBOARD_RANGES.map((r) => (
          <MenuItem key={r.days} value={r.days}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Split"
        value={split}
        onChange={(e) => onChange({ days: range.days, split: e.target.value as DashboardSplit })}
        sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        slotProps={{ htmlInput: { 'data-testid': 'dashboard-split' } }}
      >
        {range.splits.map((s) => (
          <MenuItem key={s} value={s}>
            {SPLIT_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
