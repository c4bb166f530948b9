import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';

/** What a partner who is not platform staff sees on an Admin screen (the server would refuse the data anyway). */
export function StaffOnlyNotice() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Alert severity="warning" data-testid="staff-only-notice">
        <AlertTitle>Staff only</AlertTitle>
        Only platform staff can see this page.
      </Alert>
    </Container>
  );
}
