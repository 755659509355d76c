import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { iconPaths, type IconName } from './icon-paths';

// The paths live in icon-paths.ts so plain-HTML components (the home page, the chat button) draw them without MUI.

export function Icon({ name, ...props }: { name: IconName } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden focusable="false" {...props}>
      <path d={iconPaths[name]} />
    </SvgIcon>
  );
}
