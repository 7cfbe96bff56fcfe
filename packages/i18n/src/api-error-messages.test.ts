import { API_ERRORS, apiErrorMessageId } from '@mk/contracts';
import { apiErrorMessages } from './api-error-messages';
import { catalogueProblems } from './catalogue-problems';

describe('apiErrorMessages', () => {
  it('has an English and an Arabic text for every API error code, and nothing else', () => {
    const ids = Object.keys(API_ERRORS).map(apiErrorMessageId).sort();
    expect(Object.keys(apiErrorMessages.en).sort()).toEqual(ids);
    expect(Object.keys(apiErrorMessages.ar).sort()).toEqual(ids);
    expect(catalogueProblems(apiErrorMessages.en, apiErrorMessages.ar)).toEqual([]);
  });

  it('writes Arabic in Arabic letters and needs no values the envelope does not carry', () => {
    const ids = Object.keys(apiErrorMessages.ar);
    expect(ids.filter((id) => !/[\u0600-\u06FF]/.test(apiErrorMessages.ar[id]))).toEqual([]);
    expect(ids.filter((id) => /[{}]/.test(apiErrorMessages.en[id] + apiErrorMessages.ar[id]))).toEqual([]);
    expect(apiErrorMessages.ar['apiError.appointment.slot_taken']).toBe('حُجز هذا الوقت للتو من قِبل شخص آخر، يرجى اختيار وقت آخر');
  });
});
