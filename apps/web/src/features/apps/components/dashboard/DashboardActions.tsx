import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { appEditUrl, listingCreateUrl, listingEditUrl } from '../../../../shared/urls/apps';

export interface DashboardActionsProps {
  appId: string;
  /** The app's first listing; without one there is nothing to preview and the listing is still to be made. */
  listingId: string | null;
  onPreview: () => void;
}

/** Spec §2: Preview, Setup, and Listing or '+ Add Listing'. */
export function DashboardActions({ appId, listingId, onPreview }: DashboardActionsProps) {
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<VisibilityOutlinedIcon />}
        onClick={onPreview}
        disabled={!listingId}
        data-testid="app-preview-button"
      >
        Preview
      </Button>
      <Button variant="outlined" startIcon={<SettingsOutlinedIcon />} href={appEditUrl(appId)} data-testid="app-setup-button">
        Setup
      </Button>
      {listingId ? (
        <Button variant="contained" startIcon={<EditNoteIcon />} href={listingEditUrl(appId, listingId)} data-testid="app-listing-button">
          Listing
        </Button>
      ) : (
        <Button variant="contained" href={listingCreateUrl(appId)} data-testid="app-add-listing-button">
          + Add Listing
        </Button>
      )}
    </>
  );
}
