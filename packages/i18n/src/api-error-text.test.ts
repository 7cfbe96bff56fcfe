import { createIntl } from 'react-intl';
import { apiErrorText } from './api-error-text';

const messages = {
  'apiError.appointment.slot_taken': 'تم حجز هذا الموعد للتو، يرجى اختيار وقت آخر',
  'apiError.server.error': 'حدث خطأ ما',
  'validation.nationalId.invalid': 'رقم الهوية/الإقامة غير صالح',
  'validation.name.tooShort': 'غير صالح، يجب أن يكون أكثر من {min} أحرف',
};
const intl = createIntl({ locale: 'ar', messages, onError: () => undefined });

describe('apiErrorText', () => {
  it('translates a catalogue code and a shared validation id', () => {
    expect(apiErrorText(intl, { status: 409, code: 'appointment.slot_taken', message: 'This time has just been booked' })).toBe(messages['apiError.appointment.slot_taken']);
    expect(apiErrorText(intl, { code: 'validation.nationalId.invalid', message: 'Invalid National/Residence ID' })).toBe(messages['validation.nationalId.invalid']);
  });

  it("keeps the server's message for an unknown code, or a text that needs values the envelope lacks", () => {
    expect(apiErrorText(intl, { code: 'clinic.new_rule', message: 'A rule the dashboard does not know yet' })).toBe('A rule the dashboard does not know yet');
    expect(apiErrorText(intl, { code: 'validation.name.tooShort', message: 'Invalid, must be more than 5 characters' })).toBe(
      'Invalid, must be more than 5 characters',
    );
    expect(apiErrorText(intl, { status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe('Failed to fetch');
  });

  it('says something went wrong, translated, when the error has no words', () => {
    expect(apiErrorText(intl, { status: 500 })).toBe('حدث خطأ ما');
    expect(apiErrorText(intl, undefined)).toBe('حدث خطأ ما');
    expect(apiErrorText(createIntl({ locale: 'en', messages: {}, onError: () => undefined }), { message: ' ' })).toBe('Something went wrong');
  });
});
