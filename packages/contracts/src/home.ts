/** Socket event telling a Home to ask for its figures again (no payload worth reading; the server coalesces it). */
export const HOME_CHANGED_EVENT = 'home_changed';
