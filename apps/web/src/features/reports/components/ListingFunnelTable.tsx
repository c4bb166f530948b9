import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  FUNNEL_SOURCE_LABELS,
  FUNNEL_SOURCES,
  FUNNEL_STEP_LABELS,
  type FunnelSource,
  type FunnelStep,
} from '@appstore/shared/reports/funnel';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import { changeText, conversionText } from '../funnel-data';

export interface FunnelStepView {
  step: FunnelStep;
  count: number;
  conversion?: number | null;
  previousCount: number;
  previousConversion?: number | null;
  sources: { source: FunnelSource; count: number }[];
}

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
const count = (n: number) => n.toLocaleString('en-US');

/** A dash for sighted readers, words for screen readers. */
function Missing({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden>–</span>
      <span style={visuallyHidden}>{text}</span>
    </>
  );
}

/**
 * The funnel as a table: a row per step in order, its count, its conversion from the step before, and how both
 * compare with the previous period. Narrow screens scroll it sideways inside the card.
 */
export function ListingFunnelTable({ steps, caption, previousLabel }: { steps: FunnelStepView[]; caption: string; previousLabel: string }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ position: 'relative', overflowX: 'auto' }}>
      <Table size="small" data-testid="listing-funnel-table">
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell sx={head}>Step</TableCell>
            <TableCell align="right" sx={head}>
              Count
            </TableCell>
            <TableCell align="right" sx={head}>
              Conversion
            </TableCell>
            <TableCell align="right" sx={head}>
              {previousLabel}
            </TableCell>
            <TableCell align="right" sx={head}>
              Change
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((s, i) => {
            const change = changeText(s.count, s.previousCount);
            return (
              <TableRow key={s.step} data-testid={`funnel-step-${s.step}`}>
                <TableCell component="th" scope="row">
                  {FUNNEL_STEP_LABELS[s.step]}
                </TableCell>
                <TableCell align="right" data-testid="funnel-count">
                  {count(s.count)}
                </TableCell>
                <TableCell align="right" data-testid="funnel-conversion">
                  {i === 0 ? (
                    <Missing text="First step" />
                  ) : (
                    (conversionText(s.conversion) ?? <Missing text="None: the step before counted nothing" />)
                  )}
                </TableCell>
                <TableCell align="right">
                  {count(s.previousCount)}
                  {i > 0 && conversionText(s.previousConversion) && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {conversionText(s.previousConversion)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {change ?? <Missing text="Nothing in either period" />}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The steps a store page leads to, by where the visitor was: consents and installs happen in the app, so have no source. */
const SOURCE_STEPS = ['IMPRESSION', 'LISTING_VIEW', 'INSTALL_CLICK'] as const;

/** Where the period's impressions, listing views and Install clicks came from. */
export function FunnelSourcesTable({ steps, caption }: { steps: FunnelStepView[]; caption: string }) {
  const countOf = (step: FunnelStep, source: FunnelSource) =>
    steps.find((s) => s.step === step)?.sources.find((c) => c.source === source)?.count ?? 0;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ position: 'relative', overflowX: 'auto' }}>
      <Table size="small" data-testid="listing-funnel-sources">
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell sx={head}>Came from</TableCell>
            {SOURCE_STEPS.map((step) => (
              <TableCell key={step} align="right" sx={head}>
                {FUNNEL_STEP_LABELS[step].replace('Store ', '').replace(/^./, (c) => c.toUpperCase())}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {FUNNEL_SOURCES.map((source) => (
            <TableRow key={source} data-testid={`funnel-source-${source}`}>
              <TableCell component="th" scope="row">
                {FUNNEL_SOURCE_LABELS[source]}
              </TableCell>
              {SOURCE_STEPS.map((step) => (
                <TableCell key={step} align="right">
                  {count(countOf(step, source))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
