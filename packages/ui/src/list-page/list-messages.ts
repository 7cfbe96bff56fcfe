import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';

/**
 * The message-id prefix of the list page being shown ('clinics.list'): the kit names its title,
 * filters, columns and row actions from it (`<prefix>.title`, `.filters.<name>`, `.columns.<key>`,
 * `.actions.<action>`), so a domain only writes its catalogue.
 */
export const ListMessages = createContext('');

/** A text of the current list's catalogue, by the id under its prefix. */
export function useListText(): (id: string, values?: Record<string, string>) => string {
  const intl = useIntl();
  const prefix = useContext(ListMessages);
  return (id, values) => intl.formatMessage({ id: `${prefix}.${id}` }, values);
}
