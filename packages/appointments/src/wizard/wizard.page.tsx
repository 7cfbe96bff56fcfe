import { Button, Space, Steps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { PatientLookup } from '@mk/contracts';
import {
  appointmentsApi,
  createdAppointmentId,
  useCheckPatientIdentityMutation,
  useConfirmAppointmentMutation,
  useCreateAppointmentMutation,
  useCreatePatientMutation,
  useLazySearchPatientQuery,
} from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { todayIn } from '@mk/scheduling';
import { useAppDispatch } from '@mk/session';
import { PageSection, useNotify } from '@mk/ui';
import { MESSAGES, validatePhone } from '@mk/validators';
import { appointmentPaths } from '../appointment-paths';
import { statusOf } from '../shared/errors';
import { useNow } from '../shared/clock';
import { appointmentPayload } from './booking-rules';
import { BookingStep } from './booking.step';
import { identityOf, normalizePhone, patientPayload, refusedField, takenRefusals, usePatientForm, type IdentityCheck } from './patient-draft';
import { PatientStep } from './patient.step';
import { SearchStep } from './search.step';
import { useBookingOptions, type BookingValue } from './use-booking-options';

const LAST_STEP = 2;
const patientIdOf = (patient: PatientLookup | null) => patient?.sys_id ?? '';

/** An appointment created but not yet published: a retry publishes it instead of booking again. */
interface Unpublished {
  id: string;
  date: string;
  clinic?: string;
}

/**
 * The creation wizard (spec 2 sections 2 and 4): search by phone, the patient (found, or a new one
 * registered at booking time), then clinic, physician, type and slot. Booking creates the patient
 * if needed, then the appointment, then publishes it, and opens the monitor on that day and clinic.
 */
export default function WizardPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const now = useNow(30_000);
  const today = todayIn(now, 'UTC');
  const say = (id: string) => intl.formatMessage({ id: `appointments.wizard.${id}` });

  const [step, setStep] = useState(0);
  const [phone, setPhone] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [findPatient, search] = useLazySearchPatientQuery();
  const [patient, setPatient] = useState<PatientLookup | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const errorText = (error: unknown) => apiErrorText(intl, error);
  const [askIdentity] = useCheckPatientIdentityMutation();
  // A new patient's national id and phone are checked on this step, so Book does not refuse them after the slot.
  const checkIdentity: IdentityCheck = async (draft) => {
    try {
      return { refused: takenRefusals(await askIdentity(identityOf(draft)).unwrap(), errorText) };
    } catch (error) {
      // No answer at all (the network): say so in the user's language rather than the browser's words.
      return { failure: statusOf(error) === undefined ? say('patient.checkFailed') : errorText(error) };
    }
  };
  const patientForm = usePatientForm(() => setStep(LAST_STEP), checkIdentity);
  const [booking, setBooking] = useState<BookingValue>({ date: today });
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unpublished, setUnpublished] = useState<Unpublished | null>(null);
  const options = useBookingOptions(booking, now, step === LAST_STEP);
  const [registerPatient] = useCreatePatientMutation();
  const [createAppointment] = useCreateAppointmentMutation();
  const [confirmAppointment] = useConfirmAppointmentMutation();


  const runSearch = async () => {
    if (!phone.trim()) {
      setSearchError(intl.formatMessage(MESSAGES.searchPhoneRequired));
      return;
    }
    // The server looks up full numbers only (a part of one is refused): say so before asking it.
    const phoneError = validatePhone(phone);
    if (phoneError) {
      setSearchError(intl.formatMessage(phoneError));
      return;
    }
    const normalized = normalizePhone(phone);
    setSearchError(null);
    let found: PatientLookup | null;
    let message: string | null = null;
    try {
      found = await findPatient(normalized).unwrap();
    } catch (error) {
      // Not found is an answer, not a failure: it opens the create form with the server's words.
      if (statusOf(error) !== 404) {
        setSearchError(errorText(error));
        return;
      }
      found = null;
      message = errorText(error);
    }
    setPatient(found);
    setNotFound(found ? null : (message ?? say('patient.notFound')));
    patientForm.reset(found ? undefined : normalized);
    setStep(1);
  };

  // A new patient leaves the step through Formik's submit: every field touched, the shared rules run.
  const leavePatientStep = () => {
    if (patient) setStep(LAST_STEP);
    else void patientForm.formik.submitForm();
  };

  const next = () => {
    if (step === 0) void runSearch();
    else if (step === 1) leavePatientStep();
  };

  const publish = async (created: Unpublished) => {
    setUnpublished(created);
    await confirmAppointment(created.id).unwrap();
    setUnpublished(null);
    notify.success(say('created'));
    navigate(appointmentPaths.monitor({ date: created.date, clinic: created.clinic }));
  };

  const publishOrReport = async (created: Unpublished) => {
    setBusy(true);
    try {
      await publish(created);
    } catch (error) {
      setBookingError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  /**
   * The patient to book for: the found one, or the new one registered now. A national id or phone
   * taken since the patient step's check sends the user back to that step, refused on the field.
   */
  const bookedPatientId = async (): Promise<string | null> => {
    const known = patientIdOf(patient);
    if (known) return known;
    try {
      // Registered once: if the slot is then refused, the retry books for this patient.
      const registered = await registerPatient(patientPayload(patientForm.formik.values, options.clinic?.englishName)).unwrap();
      setPatient(registered);
      return patientIdOf(registered);
    } catch (error) {
      const field = refusedField(error);
      if (!field) throw error;
      patientForm.refuse(field, errorText(error));
      setStep(1);
      return null;
    }
  };

  const book = async () => {
    setBookingError(null);
    if (unpublished) {
      await publishOrReport(unpublished);
      return;
    }
    const slot = options.selectedSlot;
    if (!slot) {
      setBookingError(intl.formatMessage(MESSAGES.bookingTimeRequired));
      return;
    }
    if (!options.physician || !options.type) {
      setBookingError(intl.formatMessage(MESSAGES.required));
      return;
    }
    setBusy(true);
    try {
      const patientId = await bookedPatientId();
      if (patientId === null) return;
      const created = await createAppointment(
        appointmentPayload({ patientId, physicianId: options.physician.sys_id, type: options.type, dateTime: slot.dateTime }),
      ).unwrap();
      const id = createdAppointmentId(created);
      if (id) await publish({ id, date: slot.date, clinic: options.clinic?.value });
      else {
        notify.success(say('created'));
        navigate(appointmentPaths.monitor({ date: slot.date, clinic: options.clinic?.value }));
      }
    } catch (error) {
      setBookingError(errorText(error));
      if (statusOf(error) === 409) {
        // Someone took the slot first: show the day as it is now and let the user choose again.
        setBooking((current) => ({ ...current, slot: undefined }));
        dispatch(appointmentsApi.util.invalidateTags([{ type: 'Appointment', id: 'BUSY' }]));
      }
    } finally {
      setBusy(false);
    }
  };

  const steps = [
    { key: 'search', title: say('steps.search') },
    { key: 'patient', title: say('steps.patient') },
    { key: 'booking', title: say('steps.booking') },
  ];

  return (
    <PageSection
      title={say('title')}
      breadcrumb={[{ label: intl.formatMessage({ id: 'appointments.monitor.breadcrumb' }), to: appointmentPaths.monitor() }, { label: say('title') }]}
    >
      <Steps current={step} items={steps} style={{ marginBlockEnd: 24 }} />
      {step === 0 && (
        <SearchStep
          phone={phone}
          onPhoneChange={(value) => {
            setPhone(value);
            setSearchError(null);
          }}
          error={searchError}
          searching={search.isFetching}
          onSearch={() => void runSearch()}
        />
      )}
      {step === 1 && (
        <PatientStep
          patient={patient}
          notFoundMessage={notFound}
          form={patientForm}
          onRegister={() => {
            setPatient(null);
            setNotFound(null);
            patientForm.reset();
          }}
        />
      )}
      {step === LAST_STEP && (
        <BookingStep
          value={booking}
          options={options}
          today={today}
          error={bookingError}
          onChange={(value) => {
            setBooking(value);
            setBookingError(null);
          }}
        />
      )}
      <Space style={{ marginBlockStart: 24 }}>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={busy}>
            {say('back')}
          </Button>
        )}
        {step < LAST_STEP && (
          <Button type="primary" onClick={next} loading={(step === 0 && search.isFetching) || (step === 1 && patientForm.formik.isSubmitting)}>
            {say('next')}
          </Button>
        )}
        {step === LAST_STEP && (
          <Button type="primary" onClick={() => void book()} loading={busy}>
            {say('book')}
          </Button>
        )}
      </Space>
    </PageSection>
  );
}
