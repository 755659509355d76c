import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MuiRoot } from './MuiRoot';
import { RequireAccount } from './RequireAccount';

/**
 * The frame of every page that needs an account: the page's heading is server-rendered, the content
 * waits for the session (a signed-out visitor goes to /login and comes back).
 */
export function AccountPage({ title, width = 'md', before, children }: { title: string; width?: 'md' | 'lg'; before?: ReactNode; children: ReactNode }) {
  return (
    <MuiRoot>
      <Container maxWidth={width} sx={{ py: { xs: 3, md: 5 } }}>
        {before}
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        <RequireAccount>{children}</RequireAccount>
      </Container>
    </MuiRoot>
  );
}
