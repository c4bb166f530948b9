import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { WebhookHealthQuery } from '../../../gql/graphql';
import { SectionCard } from '../../../shared/components/SectionCard';
import { attemptsSummary, failureRunText, healthWindowLabel, latencySummary, successRateText } from '../health-text';

type Health = NonNullable<WebhookHealthQuery['webhookHealth']>;
type WindowFigures = Health['windows'][number];

export interface WebhookHealthProps {
  health: Health | undefined;
  loading: boolean;
  loadFailed: boolean;
}

/**
 * Beside the delivery log: per window, the success rate (in words, with a bar that only repeats it), p50/p95
 * latency and the most common failure reasons, and the current run of failures with the early warning's state.
 */
export function WebhookHealth({ health, loading, loadFailed }: WebhookHealthProps) {
  const run = health ? failureRunText(health.consecutiveFailures, health.warningAfterFailures, health.failureWarningSentAt) : null;
  return (
    <SectionCard
      title="Delivery health"
      subtitle="Every attempt to this URL, retries included. Latency counts the attempts that got an HTTP answer."
      data-testid="webhook-health"
    >
      {!health ? (
        loadFailed ? (
          <Alert severity="error" data-testid="webhook-health-error">
            The health figures could not be loaded. Try Refresh in the delivery log.
          </Alert>
        ) : loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label="Loading health figures" />
          </Box>
        ) : null
      ) : (
        <>
          {run && (
            <Alert severity={health.failureWarningSentAt ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="webhook-health-run">
              {run}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {health.windows.map((figures) => (
              <WindowPanel key={figures.window} figures={figures} />
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
}

function WindowPanel({ figures }: { figures: WindowFigures }) {
  const label = healthWindowLabel(figures.window);
  const headingId = `webhook-health-${figures.window}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={`webhook-health-${figures.window}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { typography: 'caption', color: 'text.secondary' }, '& dd': { m: 0, mb: 1 } }}>
        <dt>Success rate</dt>
        <dd>
          <Typography component="span" variant="h6" sx={{ fontSize: '1.25rem' }} data-testid="health-success-rate">
            {successRateText(figures.successRate)}
          </Typography>
          {/* the text above and below says what the bar shows: the bar is for the eye only */}
          {figures.successRate != null && <RateBar rate={figures.successRate} />}
          <Typography variant="body2" color="text.secondary" data-testid="health-attempts">
            {attemptsSummary(figures.succeeded, figures.attempts)}
          </Typography>
        </dd>
        <dt>Latency</dt>
        <dd>
          <Typography variant="body2" data-testid="health-latency">
            {latencySummary(figures.latencyP50Ms, figures.latencyP95Ms)}
          </Typography>
        </dd>
        <dt>Most common failures</dt>
        <dd>
          {figures.topFailureReasons.length === 0 ? (
            <Typography variant="body2" data-testid="health-no-failures">
              None
            </Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="health-reasons">
              {figures.topFailureReasons.map((r) => (
                <Typography component="li" variant="body2" key={`${r.reason}-${r.statusCode ?? ''}`} sx={{ overflowWrap: 'anywhere' }}>
                  {r.label}: {r.count.toLocaleString('en-US')}
                </Typography>
              ))}
            </Box>
          )}
        </dd>
      </Box>
    </Box>
  );
}

function RateBar({ rate }: { rate: number }) {
  return (
    <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'error.light', overflow: 'hidden', my: 0.5 }}>
      <Box sx={{ height: '100%', width: `${Math.max(0, Math.min(1, rate)) * 100}%`, bgcolor: 'success.main' }} />
    </Box>
  );
}
