import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COHORT_OFFSETS, retentionPercent, type CohortOffset } from '@appstore/shared/reports/cohorts';
import { formatBucketLabel } from '@appstore/shared/reports/dashboard';
import { visuallyHidden } from '../../../shared/components/visually-hidden';

export interface InstallCohortView {
  month: string;
  installs: number;
  after1?: number | null;
  after3?: number | null;
  after6?: number | null;
  after12?: number | null;
}

/** The month column stays in view while a narrow screen scrolls the offsets sideways. */
const stickyMonth = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

const offsetLabel = (n: CohortOffset) => `+${n} month${n === 1 ? '' : 's'}`;

/** One offset's cell: how many still have the app and their share of the month's installs; a dash until it is known. */
function RetainedCell({ retained, installs }: { retained: number | null | undefined; installs: number }) {
  if (retained === null || retained === undefined) {
    return (
      <TableCell align="right">
        <span aria-hidden>–</span>
        <span style={visuallyHidden}>Not known yet</span>
      </TableCell>
    );
  }
  const percent = retentionPercent(retained, installs);
  return (
    <TableCell align="right">
      {retained.toLocaleString('en-US')}
      {percent !== null && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {percent}%
        </Typography>
      )}
    </TableCell>
  );
}

/** The install cohorts as a table: a row per install month, newest first, and who still has the app at each offset. */
export function InstallCohortsTable({ cohorts, caption }: { cohorts: InstallCohortView[]; caption: string }) {
  return (
    // narrow screens scroll the table sideways inside the card (relative: the visually hidden texts are clipped with it,
    // not laid out past the page's edge); tabIndex lets a keyboard user scroll it
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ position: 'relative', overflowX: 'auto' }}>
      <Table size="small" data-testid="install-cohorts-table">
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyMonth, fontWeight: 600 }}>Install month</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              Installs
            </TableCell>
            {COHORT_OFFSETS.map((n) => (
              <TableCell key={n} align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {offsetLabel(n)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {cohorts.map((c) => (
            <TableRow key={c.month} data-testid={`install-cohort-${c.month.slice(0, 7)}`}>
              <TableCell component="th" scope="row" sx={stickyMonth}>
                {formatBucketLabel(c.month, 'MONTHLY')}
              </TableCell>
              <TableCell align="right">{c.installs.toLocaleString('en-US')}</TableCell>
              {COHORT_OFFSETS.map((n) => (
                <RetainedCell key={n} retained={c[`after${n}`]} installs={c.installs} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
