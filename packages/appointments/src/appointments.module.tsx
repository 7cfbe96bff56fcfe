import { CalendarOutlined } from '@ant-design/icons';
import { defineModule } from '@mk/module-kit';
import { appointmentsMessages } from './messages';

/** The Appointments area (spec 2 section 2): monitor, details, creation wizard; each page is its own chunk. */
export const appointmentsModule = defineModule({
  id: 'appointments',
  routes: [
    { path: 'appointments', lazy: () => import('./monitor/monitor.page') },
    { path: 'appointments/details/:id', lazy: () => import('./details/details.page') },
    { path: 'appointments/create', lazy: () => import('./wizard/wizard.page') },
  ],
  // Every logged-in user (spec 1 section 2), between Physicians (30) and Clinics (40).
  nav: [{ path: 'appointments', messageId: 'appointments.nav', label: { en: 'Appointments', ar: 'المواعيد' }, icon: <CalendarOutlined aria-hidden />, order: 35 }],
  messages: appointmentsMessages,
});
