import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_SCOPE_DESCRIPTIONS, isAppScope, isHighRiskScope, type AppScope } from '@appstore/shared/installations/scopes';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' };

/** The mark a high-risk scope carries wherever an app's access is chosen or reviewed. */
export function HighRiskMark() {
  return (
    <Box
      component="span"
      data-testid="scope-high-risk"
      sx={{
        display: 'inline-block',
        px: 0.75,
        border: '1px solid',
        borderColor: 'warning.main',
        borderRadius: 1,
        color: 'warning.dark',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        verticalAlign: 'baseline',
      }}
    >
      High risk
    </Box>
  );
}

/**
 * A scope as the partner and staff read it: the consent page's plain words, the scope's name, and the high-risk
 * mark. `codeId` lets a checkbox point at the name as its description.
 */
export function ScopeLabel({ scope, codeId }: { scope: AppScope; codeId?: string }) {
  return (
    <span>
      {APP_SCOPE_DESCRIPTIONS[scope]}{' '}
      <Typography id={codeId} component="code" variant="caption" color="text.secondary" sx={{ ...mono, overflowWrap: 'anywhere' }}>
        {scope}
      </Typography>
      {isHighRiskScope(scope) && (
        <>
          {' '}
          <HighRiskMark />
        </>
      )}
    </span>
  );
}

/** An app's access as a list, in the platform's order; names the server may add later show as they are. */
export function ScopeList({ scopes, 'data-testid': testId }: { scopes: readonly string[]; 'data-testid'?: string }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }} data-testid={testId}>
      {scopes.map((scope) => (
        <li key={scope} data-scope={scope}>
          <Typography variant="body2" component="span">
            {isAppScope(scope) ? <ScopeLabel scope={scope} /> : scope}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
