import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { FormSection } from '../../../shared/forms/FormSection';
import { byteSizeText } from '../../../shared/forms/validate-image';

export interface CurrentInvoiceProps {
  invoice: { fileName: string; size: number };
  /** The session-checked download, when the request has one. */
  href?: string | null;
}

/** The invoice the rejected request was sent with. */
export function CurrentInvoice({ invoice, href }: CurrentInvoiceProps) {
  return (
    <FormSection title="Current invoice" description="The invoice that was rejected." data-testid="current-invoice">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <DescriptionOutlinedIcon color="action" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="current-invoice-name">
            {invoice.fileName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {byteSizeText(invoice.size)}
          </Typography>
        </Box>
        {href && (
          <Button href={href} target="_blank" rel="noopener" size="small" endIcon={<OpenInNewIcon />} data-testid="current-invoice-link">
            View invoice
          </Button>
        )}
      </Box>
    </FormSection>
  );
}
