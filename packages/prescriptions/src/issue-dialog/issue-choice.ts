import { erIssueSchema, validateWith, type FieldErrors, type Validating } from '@mk/validators';

/** The dialog checks what the user chose with the server's own rules, before any call. */
export const issueChoiceSchema: Validating = erIssueSchema.pick(['medicines_ids', 'total_price']);

/**
 * The choice's problems, empty when it may be sent. The dialog loads this module on the first Issue
 * click, so yup stays out of the ER page's chunk (151.6 kB with it, over the 150 kB budget).
 */
export const checkIssueChoice = (values: { medicines_ids: string[]; total_price: string }): Promise<FieldErrors> => validateWith(issueChoiceSchema, values);
