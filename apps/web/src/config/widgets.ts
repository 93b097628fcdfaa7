/**
 * Tuning of the public site's widgets (docs/product.md §9): toasts, the brands carousel and the
 * contact map. Only the web app uses them, so they live here rather than in @casa/core.
 */
export const WIDGETS = {
  /** At most one toast at a time, shown 5 s. */
  maxToasts: 1,
  toastDurationMs: 5000,
  /** How long a dismissed toast stays in the store before it is removed. */
  toastRemoveDelayMs: 1_000_000,
  /** A swipe right of at least this many pixels dismisses a toast. */
  toastSwipeThresholdPx: 50,
  /** The brand list is repeated 3 times in a 15 s linear infinite loop. */
  carouselRepeat: 3,
  carouselLoopSeconds: 15,
  /** The carousel measures its width again this long after the window stops resizing. */
  resizeDebounceMs: 250,
  /** The office popup's widest size on the contact map. */
  mapPopupMaxWidth: 300,
} as const;
