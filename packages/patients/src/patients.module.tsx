import { CloudUploadOutlined, SolutionOutlined } from '@ant-design/icons';
import { adminOnly, adminOrClinics, defineModule } from '@mk/module-kit';
import { patientsMessages } from './messages';

/**
 * Patients (spec 2 section 2): the ADMIN list, a patient's medical history and the CSV upload.
 * Sidebar (spec 1 section 2): Patients right after Notifications, for ADMIN only; Upload Patients
 * Data near the end, for ADMIN and the users with clinics, whose patients it adds.
 */
export const patientsModule = defineModule({
  id: 'patients',
  routes: [
    { path: 'patients', lazy: () => import('./patient-list/patient-list.page') },
    { path: 'patients/medical-history/:id', lazy: () => import('./medical-history/medical-history.page') },
    { path: 'upload-data', lazy: () => import('./csv-upload/upload-data.page') },
  ],
  nav: [
    { path: 'patients', messageId: 'patients.nav', label: { en: 'Patients', ar: 'المرضى' }, icon: <SolutionOutlined aria-hidden />, order: 20, visible: adminOnly },
    { path: 'upload-data', messageId: 'patients.uploadNav', label: { en: 'Upload Patients Data', ar: 'رفع بيانات المرضى' }, icon: <CloudUploadOutlined aria-hidden />, order: 98, visible: adminOrClinics },
  ],
  messages: patientsMessages,
});
