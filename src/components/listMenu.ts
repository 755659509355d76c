import type { SelectProps } from '@mui/material/Select';

/**
 * A select's open list is drawn at the end of the page (a portal), outside the header, main and footer
 * landmarks: it becomes a region named by the field's label, so it is found where it is.
 */
export function listMenu(label: string): Pick<SelectProps, 'MenuProps'> {
  return { MenuProps: { slotProps: { paper: { role: 'region', 'aria-label': label } } } };
}
