import type { IntlShape } from 'react-intl';
import { apiErrorMessageId } from '@mk/contracts';

/** What an error must carry to be translated: the API's `code` and its English `message`. */
export interface ApiErrorLike {
  code?: string;
  message?: string;
}

/** The generic words when the server said nothing readable. */
export const API_ERROR_FALLBACK_ID = apiErrorMessageId('server.error');

type Catalogue = IntlShape['messages'][string];

/** Literal text only: the envelope carries no values, so a message with `{placeholders}` cannot be filled. */
function needsValues(message: Catalogue): boolean {
  if (typeof message === 'string') return /[{}]/.test(message);
  return message.some((element) => element.type !== 0);
}

function partsOf(error: unknown): ApiErrorLike {
  if (typeof error !== 'object' || error === null) return {};
  const { code, message } = error as { code?: unknown; message?: unknown };
  return { code: typeof code === 'string' ? code : undefined, message: typeof message === 'string' ? message : undefined };
}

/**
 * A server error in the user's language: the catalogue's text for its code (`apiError.<code>`, or
 * a shared validation id such as `validation.nationalId.invalid`), else the server's own message,
 * else a translated "Something went wrong". Accepts any rejection (RTK Query's ApiError, a bulk
 * row result) and reads only `code` and `message`.
 */
export function apiErrorText(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, error: unknown): string {
  const { code, message } = partsOf(error);
  if (code) {
    for (const id of [apiErrorMessageId(code), code]) {
      const known = intl.messages[id];
      if (known !== undefined && !needsValues(known)) return intl.formatMessage({ id });
    }
  }
  if (message && message.trim()) return message;
  return intl.formatMessage({ id: API_ERROR_FALLBACK_ID, defaultMessage: 'Something went wrong' });
}
