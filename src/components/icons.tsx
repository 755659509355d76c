import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { iconPaths, isIconName, type IconName } from './icon-paths';

// The paths live in icon-paths.ts so plain-HTML components can draw them without MUI.
export { isIconName, type IconName };

export function Icon({ name, ...props }: { name: IconName } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden focusable="false" {...props}>
      <path d={iconPaths[name]} />
    </SvgIcon>
  );
}
