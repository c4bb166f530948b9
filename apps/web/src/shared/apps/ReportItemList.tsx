import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { accountUrl } from '../urls/organizations';

export interface ReportItem {
  valid: boolean;
  type: string;
  message: string;
}

export interface ReportItemListProps {
  items: readonly ReportItem[];
  label: string;
  /** Each item's testid is `<prefix>-<TYPE>`. */
  testIdPrefix?: string;
  /** Unmet terms link to the account settings (the partner's own; not for staff reviewing). */
  termsLink?: boolean;
  'data-testid'?: string;
}

/** Validation report checks, each with a check or a cross; unmet terms link to where they are agreed to. */
export function ReportItemList({
  items,
  label,
  testIdPrefix = 'report-item',
  termsLink = true,
  'data-testid': testId,
}: ReportItemListProps) {
  return (
    <List dense disablePadding aria-label={label} data-testid={testId}>
      {items.map((item, index) => (
        <ListItem
          key={`${item.type}-${index}`}
          disableGutters
          sx={{ alignItems: 'flex-start', py: 0.5 }}
          data-testid={`${testIdPrefix}-${item.type}`}
          data-valid={item.valid ? 'true' : 'false'}
        >
          <ListItemIcon sx={{ minWidth: 32, mt: 0.25 }}>
            {item.valid ? (
              <CheckCircleIcon fontSize="small" color="success" titleAccess="Done" />
            ) : (
              <CancelIcon fontSize="small" color="error" titleAccess="To do" />
            )}
          </ListItemIcon>
          <ListItemText
            sx={{ my: 0 }}
            primary={
              termsLink && item.type === 'TERM_AGREEMENT' && !item.valid ? (
                <>
                  {item.message}{' '}
                  <Link href={accountUrl()} sx={{ fontWeight: 600 }} data-testid="report-terms-link">
                    Agree in Account settings
                  </Link>
                </>
              ) : (
                item.message
              )
            }
            slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
