import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  NO_REASON_LABEL,
  UNINSTALL_REASON_LABELS,
  UNINSTALL_REASONS_MIN_GROUP,
  type UninstallReason,
} from '@appstore/shared/installations/uninstall-reasons';
import { formatBucketLabel } from '@appstore/shared/reports/dashboard';

export interface UninstallReasonPeriodView {
  appId: string;
  appName: string;
  /** 'YYYY-MM' for a month; 'YYYY-Qn' for a quarter's months of fewer than 5 uninstalls, combined. */
  period: string;
  total: number;
  skipped: number;
  counts: { reason: UninstallReason; count: number }[];
  /** Listed by reason then text; a comment says nothing of when it was written. */
  comments: { reason: UninstallReason; comment: string }[];
}

const QUARTER = /^(\d{4})-Q([1-4])$/;

/** 'Nov 2026' for a month, 'Q4 2026' for a quarter. */
function periodLabel(period: string): string {
  const quarter = QUARTER.exec(period);
  return quarter ? `Q${quarter[2]} ${quarter[1]}` : formatBucketLabel(`${period}-01`, 'MONTHLY');
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** One reason's row: its label, count and a bar of its share of the month's uninstalls. */
function ReasonRow({ label, count, total }: { label: string; count: number; total: number }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1.5, py: 0.5 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {count.toLocaleString('en-US')}
      </Typography>
      <Box aria-hidden sx={{ gridColumn: '1 / -1', height: 4, borderRadius: 2, bgcolor: 'action.hover', mt: 0.5 }}>
        <Box sx={{ width: `${(count / Math.max(total, 1)) * 100}%`, height: '100%', borderRadius: 2, bgcolor: 'primary.main' }} />
      </Box>
    </Box>
  );
}

/** One app's period: how many uninstalls gave each reason (the reasons given, then the skipped ones) and some comments. */
function ReasonPeriod({ m }: { m: UninstallReasonPeriodView }) {
  const given = m.counts.filter((c) => c.count > 0).sort((a, b) => b.count - a.count);
  const heading = `${m.appName} · ${periodLabel(m.period)}`;
  const uninstalls = plural(m.total, 'uninstall', 'uninstalls');
  return (
    <Box
      component="article"
      aria-label={heading}
      data-testid={`uninstall-reasons-${m.appId}-${m.period}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {QUARTER.test(m.period) ? `${uninstalls} from months with fewer than ${UNINSTALL_REASONS_MIN_GROUP}` : uninstalls}
      </Typography>
      <Box component="ul" aria-label={`Reasons, ${heading}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {given.map((c) => (
          <ReasonRow key={c.reason} label={UNINSTALL_REASON_LABELS[c.reason]} count={c.count} total={m.total} />
        ))}
        {m.skipped > 0 && <ReasonRow label={NO_REASON_LABEL} count={m.skipped} total={m.total} />}
      </Box>
      {m.comments.length > 0 && (
        <>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
            Comments
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {m.comments.map((c, i) => (
              <Box component="li" key={`${i}-${c.comment}`} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                {/* plain text as the vendor typed it: React escapes it, line breaks kept */}
                <Typography variant="body2" component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {c.comment}
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.25 }}>
                  {UNINSTALL_REASON_LABELS[c.reason]}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** The 'Uninstall reasons' card's content: one block per app and period, newest first. */
export function UninstallReasonsList({ periods, range }: { periods: UninstallReasonPeriodView[]; range: string }) {
  if (periods.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="uninstall-reasons-empty">
        No uninstall reasons to show for {range}.
      </Typography>
    );
  }
  return (
    <Box
      data-testid="uninstall-reasons-list"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {periods.map((m) => (
        <ReasonPeriod key={`${m.appId}-${m.period}`} m={m} />
      ))}
    </Box>
  );
}
