export interface OnlineFlags {
  audio_enabled: boolean;
  text_enabled: boolean;
  video_enabled: boolean;
}

/** Online consultation is offered when any of audio, text or video is. */
export const offersOnline = (flags: OnlineFlags): boolean => flags.audio_enabled || flags.text_enabled || flags.video_enabled;

/** Some but not all of the three: an old record; the checkbox shows it as half-ticked. */
export const offersPartlyOnline = (flags: OnlineFlags): boolean =>
  offersOnline(flags) && !(flags.audio_enabled && flags.text_enabled && flags.video_enabled);

/** Spec 1 section 4: ticking Online Consultation sets audio, text and video together (and unticking clears them). */
export function setOnline<T extends OnlineFlags>(flags: T, on: boolean): T {
  return { ...flags, audio_enabled: on, text_enabled: on, video_enabled: on };
}

export interface AppAccessFields {
  app_access: boolean;
  phone: string;
  password: string;
}

/** Spec 1 section 5: without app access the phone is cleared (and the password, which only app access uses). */
export function setAppAccess<T extends AppAccessFields>(values: T, on: boolean): T {
  return on ? { ...values, app_access: true } : { ...values, app_access: false, phone: '', password: '' };
}
