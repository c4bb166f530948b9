import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatBucketLabel } from '@appstore/shared/reports/dashboard';
import { formatUsdDecimal } from '@appstore/shared/money/decimal';
import { visuallyHidden } from '../../../shared/components/visually-hidden';

export interface RevenueMonthView {
  month: string;
  /** The running month: its figures are so far. */
  monthToDate: boolean;
  mrr: string;
  dueLater: string;
  newRevenue: string;
  expansion: string;
  contraction: string;
  churned: string;
  payingInstalls: number;
  trialStarts: number;
  trialConversions: number;
  earnings: string;
}

/** The month column stays in view while a narrow screen scrolls the figures sideways. */
const stickyMonth = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

const COLUMNS: { label: string; cell: (m: RevenueMonthView) => ReactNode }[] = [
  { label: 'MRR', cell: (m) => formatUsdDecimal(m.mrr) },
  // only the running month has charges still to come
  {
    label: 'Due later',
    cell: (m) =>
      m.monthToDate ? (
        formatUsdDecimal(m.dueLater)
      ) : (
        <>
          <span aria-hidden>–</span>
          <span style={visuallyHidden}>Nothing due</span>
        </>
      ),
  },
  { label: 'New', cell: (m) => formatUsdDecimal(m.newRevenue) },
  { label: 'Expansion', cell: (m) => formatUsdDecimal(m.expansion) },
  { label: 'Contraction', cell: (m) => formatUsdDecimal(m.contraction) },
  { label: 'Churned', cell: (m) => formatUsdDecimal(m.churned) },
  { label: 'Paying installs', cell: (m) => m.payingInstalls.toLocaleString('en-US') },
  { label: 'Trial starts', cell: (m) => m.trialStarts.toLocaleString('en-US') },
  { label: 'Trial conversions', cell: (m) => m.trialConversions.toLocaleString('en-US') },
  { label: 'Earnings', cell: (m) => formatUsdDecimal(m.earnings) },
];

/** 'Dec 2026', or 'Dec 2026 so far' for the running month. */
const monthLabel = (m: Pick<RevenueMonthView, 'month' | 'monthToDate'>) =>
  `${formatBucketLabel(m.month, 'MONTHLY')}${m.monthToDate ? ' so far' : ''}`;

/** The revenue report as a table: a row per month, newest first, amounts in USD to the cent. */
export function RevenueTable({ months, caption }: { months: RevenueMonthView[]; caption: string }) {
  return (
    // narrow screens scroll the table sideways inside the card; tabIndex lets a keyboard user scroll it
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ position: 'relative', overflowX: 'auto' }}>
      <Table size="small" data-testid="revenue-table">
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyMonth, fontWeight: 600 }}>Month</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c.label} align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((m) => (
            <TableRow key={m.month} data-testid={`revenue-${m.month.slice(0, 7)}`}>
              <TableCell component="th" scope="row" sx={stickyMonth}>
                {monthLabel(m)}
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.label} align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {c.cell(m)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
