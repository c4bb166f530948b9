import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { SectionCard } from '../components/SectionCard';
import { visuallyHidden } from '../components/visually-hidden';
import { GettingStartedQuery } from './operations';
import { stepGuide } from './steps';

/**
 * The portal home's getting-started checklist for a new partner: each step ticked by the server from the
 * organisation's real state and linked to where it is done; the next one stands out. Gone once all are done.
 */
export function GettingStartedChecklist() {
  // fetched on every visit of the home page: the steps are done on other screens
  const { data } = useQuery(GettingStartedQuery, { fetchPolicy: 'cache-and-network' });
  const checklist = data?.gettingStarted;
  if (!checklist || checklist.complete) return null;

  const doneCount = checklist.steps.filter((step) => step.done).length;
  const next = checklist.steps.find((step) => !step.done)?.id;
  return (
    <SectionCard
      title="Get started"
      subtitle={`From sign-up to the App Store${checklist.appName ? `, with ${checklist.appName}` : ''}: ${doneCount} of ${checklist.steps.length} steps done.`}
      data-testid="getting-started"
    >
      <LinearProgress
        variant="determinate"
        value={(doneCount / checklist.steps.length) * 100}
        aria-label="Getting started progress"
        sx={{ height: 6, borderRadius: 3, mb: 1 }}
      />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {checklist.steps.map((step, index) => {
          const guide = stepGuide(step.id, checklist.appId ?? null);
          const isNext = step.id === next;
          return (
            <Box
              component="li"
              key={step.id}
              data-testid={`getting-started-step-${step.id}`}
              data-done={step.done}
              sx={{
                display: 'flex',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                alignItems: 'center',
                gap: { xs: 1, sm: 2 },
                py: 1.5,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              {/* on a phone the text keeps the whole line and the button goes under it */}
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flex: { xs: '1 1 100%', sm: '1 1 0%' }, minWidth: 0 }}>
                {step.done ? (
                  <CheckCircleIcon aria-hidden sx={{ color: 'success.main', fontSize: 28, flexShrink: 0 }} />
                ) : (
                  <Box
                    aria-hidden
                    sx={{
                      width: 28,
                      height: 28,
                      flexShrink: 0,
                      borderRadius: '50%',
                      border: 2,
                      borderColor: isNext ? 'primary.main' : 'divider',
                      color: isNext ? 'primary.main' : 'text.secondary',
                      display: 'grid',
                      placeItems: 'center',
                      fontSize: '0.85rem',
                      fontWeight: 700,
                    }}
                  >
                    {index + 1}
                  </Box>
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, color: step.done ? 'text.secondary' : 'text.primary' }}>
                    {guide.title}
                    <Box component="span" sx={visuallyHidden}>
                      {step.done ? ' (done)' : ' (to do)'}
                    </Box>
                  </Typography>
                  {!step.done && (
                    <Typography variant="body2" color="text.secondary">
                      {guide.text}
                    </Typography>
                  )}
                </Box>
              </Box>
              {!step.done && (isNext || !guide.needsApp) && (
                <Button
                  href={guide.href}
                  variant={isNext ? 'contained' : 'outlined'}
                  size="small"
                  sx={{ flexShrink: 0, ml: { xs: 5, sm: 0 } }}
                  data-testid={`getting-started-action-${step.id}`}
                >
                  {guide.action}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </SectionCard>
  );
}
