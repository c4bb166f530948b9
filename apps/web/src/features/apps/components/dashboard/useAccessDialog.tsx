import { useState } from 'react';
import type { AppScope } from '@appstore/shared/installations/scopes';
import type { AppAccessFieldsFragment } from '../../../../gql/graphql';
import { AccessDialog } from './AccessDialog';

/**
 * The one Change access dialog of the dashboard, opened from the Access card or from the prompt a new app shows
 * while it asks for nothing. Each opening mounts it anew, so it starts from the saved scopes. Nothing until the app
 * has loaded.
 */
export function useAccessDialog(access: AppAccessFieldsFragment['access'] | null, onSave: (scopes: AppScope[]) => Promise<void>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  return {
    open: () => {
      setOpened((n) => n + 1);
      setOpen(true);
    },
    dialog: access && (
      <AccessDialog
        key={opened}
        open={open}
        current={access.scopes as AppScope[]}
        nextVersion={access.version + 1}
        holders={access.holders}
        onClose={() => setOpen(false)}
        onSave={onSave}
      />
    ),
  };
}
