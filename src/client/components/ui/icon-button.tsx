import type { ComponentProps } from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { Button } from './button';
import { useHoverTooltip } from './hover-tooltip';

/**
 * An icon-only button: its accessible name is `label` (which may say what it acts on, "Modifier
 * Swahili"), and a tooltip shows the shorter `tooltip` text on hover and keyboard focus.
 */
export function IconButton({
  label,
  tooltip,
  variant = 'ghost',
  size = 'icon',
  ref,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onFocus,
  onBlur,
  ...props
}: ComponentProps<typeof Button> & { label: string; tooltip?: string }) {
  const hint = useHoverTooltip(tooltip ?? label, {
    onPointerEnter,
    onPointerLeave,
    onPointerDown,
    onFocus,
    onBlur,
  });
  const { ref: triggerRef, ...triggerProps } = hint.triggerProps;
  const composedRef = useComposedRefs(triggerRef, ref);
  // The caller's own description (a disabled button's reason) stays, with the open tooltip's.
  const describedBy =
    [props['aria-describedby'], triggerProps['aria-describedby']].filter(Boolean).join(' ') ||
    undefined;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-label={label}
        {...props}
        {...triggerProps}
        aria-describedby={describedBy}
        ref={composedRef}
      />
      {hint.tooltip}
    </>
  );
}
