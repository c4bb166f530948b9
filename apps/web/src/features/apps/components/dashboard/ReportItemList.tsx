import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { accountUrl } from '../../../account/urls';

export interface ReportItem {
  valid: boolean;
  type: string;
  message: string;
}

/** Validation report checks, each with a check or a cross; unmet terms link to where they are agreed to. */
export function ReportItemList({ items, label }: { items: readonly ReportItem[]; label: string }) {
  return (
    <List dense disablePadding aria-label={label}>
      {items.map((item, index) => (
        <ListItem key={`${item.type}-${index}`} disableGutters sx={{ alignItems: 'flex-start', py: 0.5 }} data-testid={`report-item-${item.type}`} data-valid={item.valid ? 'true' : 'false'}>
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
              item.type === 'TERM_AGREEMENT' && !item.valid ? (
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
