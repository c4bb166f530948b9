import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { WEBHOOK_TOPIC_LABELS } from '@appstore/shared/webhooks/schemas';
import type { AppDashboardFieldsFragment } from '../../../../gql/graphql';
import { webhookCreateUrl, webhookEditUrl } from '../../../../shared/urls/webhooks';
import { SectionCard } from '../../../../shared/components/SectionCard';

type Webhook = AppDashboardFieldsFragment['webhookSubscriptions'][number];

export interface WebhooksCardProps {
  appId: string;
  webhooks: readonly Webhook[];
}

/** Spec §2 'Webhooks': the app's subscriptions, each opening its editor. */
export function WebhooksCard({ appId, webhooks }: WebhooksCardProps) {
  return (
    <SectionCard
      title="Webhooks"
      data-testid="webhooks-card"
      action={
        <Button variant="outlined" size="small" startIcon={<AddIcon />} href={webhookCreateUrl(appId)} data-testid="add-webhook">
          Add webhook
        </Button>
      }
    >
      {webhooks.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="webhooks-empty">
          No webhooks yet. Subscribe to a topic to hear about installs, bookings and experiences.
        </Typography>
      ) : (
        <List disablePadding aria-label="Webhooks" sx={{ mx: -1 }}>
          {webhooks.map((webhook) => (
            // the link in an <li>: a list holds only list items (axe 'list'), whatever the row renders as
            <ListItem key={webhook.id} disablePadding>
              <ListItemButton
                href={webhookEditUrl(appId, webhook.id)}
                sx={{ borderRadius: 2, gap: 1, alignItems: 'flex-start' }}
                data-testid={`webhook-row-${webhook.id}`}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{WEBHOOK_TOPIC_LABELS[webhook.topic]}</Typography>
                    <Typography
                      component="code"
                      variant="caption"
                      color="text.secondary"
                      sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
                    >
                      {webhook.topic}
                    </Typography>
                    {!webhook.enabled && (
                      <Tooltip title={webhook.disabledReason ?? 'This webhook receives no deliveries.'}>
                        <Chip
                          label="Disabled"
                          size="small"
                          color="warning"
                          variant="outlined"
                          sx={{ height: 20, fontSize: '0.7rem' }}
                          data-testid="webhook-disabled"
                        />
                      </Tooltip>
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="webhook-url">
                    {webhook.url}
                  </Typography>
                </Box>
                <ChevronRightIcon color="action" aria-hidden sx={{ mt: 0.5 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
