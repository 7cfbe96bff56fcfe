/** Why an account got a set-password link. */
export type AccountLinkReason = 'new_account' | 'password_reset';

export interface AccountLink {
  email: string;
  name: string;
  url: string;
  reason: AccountLinkReason;
}

/**
 * How a set-password link reaches its person. The product sends no e-mail yet, so the local
 * delivery hands the link back for the ADMIN to pass on (shown once); a mail transport would
 * implement this and return null, and the reply would then carry no link.
 */
export interface AccountLinkDelivery {
  /** The link to show the ADMIN, or null when it went to the person some other way. */
  deliver(link: AccountLink): Promise<string | null>;
}

export const handBackToAdmin: AccountLinkDelivery = {
  deliver: async (link) => link.url,
};
