import type { MedicalService } from '@mk/contracts';
import type { EntityArea } from '@mk/ui';
import { serviceName } from './service-text';

/** The Services routes (spec 3 section 2); the list remembers its center in the URL. */
export const servicePaths = {
  list: (centerId?: string) => (centerId ? `/services?center=${encodeURIComponent(centerId)}` : '/services'),
  /** From a center's list: the form starts with that center, and the list after it shows that center again. */
  create: (centerId?: string) => (centerId ? `/services/create?center=${encodeURIComponent(centerId)}` : '/services/create'),
  update: (id: string) => `/services/update/${encodeURIComponent(id)}`,
} as const;

/** What the service pages share: the list crumb and a service's name. Services have no profile: their list stands in. */
export const serviceArea: EntityArea<MedicalService> = {
  list: { messageId: 'services.common.services', to: servicePaths.list() },
  name: serviceName,
  profile: () => servicePaths.list(),
};
