import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import type { CountryPoint, TrendPoint } from '../dashboard-data';

const number = (n: number) => n.toLocaleString('en-US');

/** The charts' numbers as a table: the text alternative of a chart, for screen readers and for reading exact values. */
function DataTable({ caption, head, children, testId }: { caption: string; head: string[]; children: ReactNode; testId: string }) {
  return (
    // the table scrolls inside the card; tabIndex lets a keyboard user scroll it
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ position: 'relative', maxHeight: 320, overflowY: 'auto' }}>
      <Table size="small" stickyHeader data-testid={testId}>
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export function InstallsTrendTable({ points, caption }: { points: TrendPoint[]; caption: string }) {
  return (
    <DataTable caption={caption} head={['Period', 'Installs', 'Uninstalls']} testId="installs-table">
      {points.map((p) => (
        <TableRow key={p.bucket}>
          <TableCell component="th" scope="row">
            {p.label}
          </TableCell>
          <TableCell align="right">{number(p.installs)}</TableCell>
          <TableCell align="right">{number(p.uninstalls)}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

export function CountriesTable({ countries, caption }: { countries: CountryPoint[]; caption: string }) {
  return (
    <DataTable caption={caption} head={['Country', 'Installs']} testId="countries-table">
      {countries.map((c) => (
        <TableRow key={c.code || c.name}>
          <TableCell component="th" scope="row">
            {c.name}
          </TableCell>
          <TableCell align="right">{number(c.amount)}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
