import ar from '../translations/ar.json';
import en from '../translations/en.json';

/** The message catalogues of every validation id, nested as react-intl loaders expect them. */
export const validationMessages = { en, ar };
