import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Clinic } from '@mk/contracts';
import { useNotify } from '@mk/ui';
import { clinicPaths } from '../clinic-paths';

/** The row actions of the clinic table (spec 1 section 2). */
export const CLINIC_ROW_ACTIONS = ['view', 'remove', 'update'] as const;

/**
 * Runs a row action on a clinic. Update passes the clinic along as navigation state, so the form
 * opens without asking the server again; an action this version does not know says so.
 */
export function useClinicActions(onRemove: (clinic: Clinic) => void): (action: string, clinic: Clinic) => void {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(
    (action: string, clinic: Clinic) => {
      switch (action) {
        case 'view':
          navigate(clinicPaths.profile(clinic.sys_id));
          return;
        case 'update':
          navigate(clinicPaths.update(clinic.sys_id), { state: { clinic } });
          return;
        case 'remove':
          onRemove(clinic);
          return;
        default:
          notify.info(intl.formatMessage({ id: 'clinics.list.actions.notImplemented' }, { action }));
      }
    },
    [intl, navigate, notify, onRemove],
  );
}
