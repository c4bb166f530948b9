import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { APP_SCOPES, type AppScope } from '@appstore/shared/installations/scopes';
import { sortScopes } from '@appstore/shared/installations/app-access';
import { ScopeLabel } from '../../../shared/apps/ScopeList';

export interface ScopeChecklistProps {
  chosen: readonly AppScope[];
  onChange: (scopes: AppScope[]) => void;
  disabled?: boolean;
  /** Names the group for screen readers. */
  'aria-label': string;
}

/** Every scope with its plain words, to tick the ones an app may ask vendors for (the create form, Change access). */
export function ScopeChecklist({ chosen, onChange, disabled = false, 'aria-label': label }: ScopeChecklistProps) {
  const id = useId();
  const toggle = (scope: AppScope, on: boolean) => onChange(sortScopes(on ? [...chosen, scope] : chosen.filter((s) => s !== scope)));
  return (
    <FormGroup role="group" aria-label={label}>
      {APP_SCOPES.map((scope) => (
        <FormControlLabel
          key={scope}
          disabled={disabled}
          control={
            <Checkbox
              checked={chosen.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              inputProps={{ 'aria-describedby': `${id}-${scope}` }}
              data-testid={`access-scope-${scope}`}
            />
          }
          label={<ScopeLabel scope={scope} codeId={`${id}-${scope}`} />}
          sx={{ alignItems: 'flex-start', my: 0.25, '& .MuiCheckbox-root': { py: 0.25 } }}
        />
      ))}
    </FormGroup>
  );
}
