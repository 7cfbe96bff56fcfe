/** A form grid column: the whole width on phones, half of it from tablets up (UX.md's two-column forms). */
export const HALF_COLUMN = { xs: 24, md: 12 } as const;
