import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A signed-in page's heading, with what goes above it (a link back). */
export function AccountHeading({ title, before }: { title: string; before?: ReactNode }) {
  return (
    <>
      {before}
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
    </>
  );
}
