import { useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { InstallationDetails } from '../components/InstallationDetails';
import { RestCredentialsCard } from '../components/RestCredentialsCard';

import { InstallationQuery, InstallationRestCredentialsRevealMutation } from '../operations';
import { graphiqlUrl, installationsUrl } from '../../../shared/urls/installations';
import { TestChip } from '../components/TestChip';
import { formatDay } from '@appstore/shared/dates/format';

/** `/extranet/apps/:appId/installations/:installationId`: vendor, date, and the old REST credentials when present (spec §2). */
export default function InstallationDetailView() {
  const { appId = '', installationId = '' } = useParams();
  const { data, error } = useQuery(InstallationQuery, {
    variables: { id: installationId },
    fetchPolicy: 'cache-and-network',
    // Another organisation's installation (or none) is this page's 404, not a snackbar.
    context: { silentErrors: ['NotFoundError'] },
  });
  const [revealRestSecret] = useMutation(InstallationRestCredentialsRevealMutation);
  const installation = data?.installation;
  useDocumentTitle(installation ? pageTitle(`Installation · ${installation.vendor.name}`) : null);

  if (!installation) return error ? <QueryErrorPage error={error} /> : <Loading />;
  const credentials = installation.oldRestApiCredentials;

  return (
    <Page
      title={installation.vendor.name}
      subtitle={
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          Installed {formatDay(installation.creationDate)}
          {installation.isTest && <TestChip />}
        </Box>
      }
      actions={
        <>
          <Button variant="outlined" href={installationsUrl(appId)} startIcon={<ArrowBackIcon />} data-testid="installation-back">
            Installations
          </Button>
          <Button
            variant="contained"
            href={graphiqlUrl(installation.id)}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon />}
            data-testid="installation-open-graphiql"
          >
            Open GraphiQL
          </Button>
        </>
      }
      maxWidth="md"
      data-testid="installation-detail"
    >
      <Stack spacing={2}>
        <InstallationDetails installation={installation} />
        {credentials && (
          <RestCredentialsCard
            accessKey={credentials.accessKey}
            maskedSecret={credentials.secretKey}
            onReveal={async () => {
              const { data: revealed } = await revealRestSecret({ variables: { id: installation.id } });
              if (!revealed) throw new Error('The secret key could not be revealed');
              return revealed.installationRestCredentialsReveal.secretKey;
            }}
          />
        )}
      </Stack>
    </Page>
  );
}
