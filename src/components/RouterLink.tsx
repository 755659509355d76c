'use client';
import NextLink from 'next/link';

// Re-exported from a client module so server components can hand it to MUI as `component={RouterLink}`
// (a client reference crosses the server/client boundary; a plain function does not).
export const RouterLink = NextLink;
