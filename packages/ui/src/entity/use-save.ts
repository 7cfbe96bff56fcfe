import { useNotify } from '../notify';

export interface SaveOutcome {
  /** The success notice ('Clinic Created Successfully'). */
  success: string;
  /** Where to go next (the list, the profile). */
  then: () => void;
  /** Says why the server refused: a notice, a banner, or both. */
  failed: (error: unknown) => void;
}

/**
 * The submit of a register or update form: save; on success a notice and the next page, on a
 * refusal `failed`. It never throws, so the form stays as typed after a refusal.
 */
export function useSave<V>(save: (values: V) => Promise<unknown>, { success, then, failed }: SaveOutcome): (values: V) => Promise<void> {
  const notify = useNotify();
  return async (values) => {
    try {
      await save(values);
    } catch (error) {
      failed(error);
      return;
    }
    notify.success(success);
    then();
  };
}
