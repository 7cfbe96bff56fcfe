/** The ER prescription routes (spec 2 section 2). */
export const erPaths = {
  list: 'er-prescription',
  issued: 'er-prescription/previous',
} as const;
