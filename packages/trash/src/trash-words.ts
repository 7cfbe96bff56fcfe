import { apiErrorCatalogue, TRASH_API_ERRORS } from '@mk/contracts';

/** The words of the Trash's error codes, in both languages (loaded with the Trash's catalogue, not at start-up). */
export function trashContractWords(): { en: Record<string, string>; ar: Record<string, string> } {
  return apiErrorCatalogue(TRASH_API_ERRORS);
}
