import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ContainerProps } from '@mui/material/Container';
import { Page } from '../components/Page';

export interface FormPageProps {
  title: string;
  subtitle?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fixed bottom bar (FormBottomBar), with the same maxWidth. */
  bottomBar: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
  'data-testid'?: string;
}

/** A screen that is one form: heading, sections, and the bottom bar that stays in view. */
export function FormPage({ title, subtitle, onSubmit, bottomBar, maxWidth = 'md', children, 'data-testid': testId }: FormPageProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      data-testid={testId}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
    >
      <Page title={title} subtitle={subtitle} maxWidth={maxWidth}>
        <Stack spacing={3}>{children}</Stack>
      </Page>
      {bottomBar}
    </Box>
  );
}
