import { useId, useState } from 'react';
import { LINK_NEEDS_LISTING_MESSAGE } from '@appstore/shared/apps/custom-app';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import PublishIcon from '@mui/icons-material/Publish';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { listingCreateUrl } from '../../../../shared/urls/apps';

import type { VendorOption } from './useVendorSearch';
import { VendorLinkDialog } from './VendorLinkDialog';
import { formatDay } from '@appstore/shared/dates/format';

export interface LinkedVendorCardProps {
  appId: string;
  linkedVendor: { id: string; name: string } | null;
  customPublished: boolean;
  /** The linked vendor's installation, once installed. */
  customInstallation: { creationDate: string } | null;
  hasListing: boolean;
  onLink: (vendor: VendorOption) => Promise<void>;
  onPublish: () => Promise<void>;
}

/** Spec §4 custom app flow: not linked → linked to one vendor (irreversible) → published → installed. */
export function LinkedVendorCard({
  appId,
  linkedVendor,
  customPublished,
  customInstallation,
  hasListing,
  onLink,
  onPublish,
}: LinkedVendorCardProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const needsListingId = useId();
  const [publishOpen, setPublishOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);

  const publish = async () => {
    setPublishing(true);
    try {
      await onPublish();
      setPublishOpen(false);
    } catch {
      // the global snackbar shows the server's message
    } finally {
      setPublishing(false);
    }
  };

  if (!linkedVendor) {
    return (
      <SectionCard title="Linked vendor" data-testid="linked-vendor-card">
        <Typography variant="body2" color="text.secondary">
          A custom app is installed by one vendor only. Link it to that vendor, then publish it.
        </Typography>
        <Button
          variant="contained"
          startIcon={<LinkIcon />}
          onClick={() => setLinkOpen(true)}
          // spec §4: linking needs at least one listing (the server refuses it too)
          disabled={!hasListing}
          aria-describedby={hasListing ? undefined : needsListingId}
          sx={{ mt: 2 }}
          data-testid="custom-link-button"
        >
          Link to a vendor
        </Button>
        {!hasListing && (
          <Typography id={needsListingId} variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="custom-link-needs-listing">
            {LINK_NEEDS_LISTING_MESSAGE}{' '}
            <Link href={listingCreateUrl(appId)} sx={{ fontWeight: 600 }} data-testid="custom-link-create-listing">
              Create App Listing
            </Link>
          </Typography>
        )}
        <VendorLinkDialog
          open={linkOpen}
          onClose={() => setLinkOpen(false)}
          onLink={async (vendor) => {
            await onLink(vendor);
            setLinkOpen(false);
          }}
        />
      </SectionCard>
    );
  }

  return (
    <SectionCard title="Linked vendor" data-testid="linked-vendor-card">
      <Box data-testid="linked-vendor">
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{linkedVendor.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          ID {linkedVendor.id}
        </Typography>
      </Box>
      {customPublished ? (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip label="Published" color="success" size="small" />
          <Typography variant="body2" data-testid="custom-installation-status" data-installed={customInstallation ? 'true' : 'false'}>
            {customInstallation ? 'installed' : 'not yet installed'}
          </Typography>
          {customInstallation && (
            <Typography variant="body2" color="text.secondary">
              since {formatDay(customInstallation.creationDate)}
            </Typography>
          )}
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Publish the app when its listing and pricing are final: {linkedVendor.name} can install it then.
          </Typography>
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            onClick={() => setPublishOpen(true)}
            sx={{ mt: 2 }}
            data-testid="custom-publish-button"
          >
            Publish your custom app
          </Button>
        </>
      )}
      <ConfirmDialog
        open={publishOpen}
        title="Publish your custom app?"
        text={[
          `${linkedVendor.name} will be able to install the app.`,
          'After publishing, the listing and pricing are locked: they cannot be changed.',
        ]}
        confirmLabel="Publish"
        cancelLabel="Cancel"
        busy={publishing}
        onConfirm={() => void publish()}
        onClose={() => setPublishOpen(false)}
        data-testid="custom-publish-dialog"
      />
    </SectionCard>
  );
}
