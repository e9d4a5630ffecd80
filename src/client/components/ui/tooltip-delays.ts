/** Tooltips open after 700 ms of hover, 300 ms skip delay (Radix's defaults, made explicit). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
