import type { ComponentProps } from 'react';
import { Button } from './button';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/**
 * An icon-only button: its accessible name is `label` (which may say what it acts on, "Modifier
 * Swahili"), and a tooltip shows the shorter `tooltip` text on hover and focus.
 */
export function IconButton({
  label,
  tooltip,
  variant = 'ghost',
  size = 'icon',
  ...props
}: ComponentProps<typeof Button> & { label: string; tooltip?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant={variant} size={size} aria-label={label} {...props} />
      </TooltipTrigger>
      <TooltipContent>{tooltip ?? label}</TooltipContent>
    </Tooltip>
  );
}
