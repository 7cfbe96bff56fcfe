import { messageText, validateNumber } from './index';

const text = (value: unknown, max?: number) => {
  const error = validateNumber(value, max);
  return error && messageText(error);
};

describe('validateNumber', () => {
  it.each(['', '   ', undefined, null])('lets an empty value (%p) through', (value) => {
    expect(validateNumber(value)).toBeUndefined();
  });

  it.each(['0', '15', '150.5', 0, 42, 3.25, '٤٥'])('accepts %p as a number of 0 or more', (value) => {
    expect(validateNumber(value)).toBeUndefined();
  });

  it.each(['-1', -1, 'abc', '12a', '1e3', '1.2.3', NaN, Infinity])("refuses %p with 'Should be a Number'", (value) => {
    expect(text(value)).toBe('Should be a Number');
  });

  it('refuses a value that reaches the maximum with the spec message', () => {
    expect(text('61', 61)).toBe('Invalid should be less than 61');
    expect(validateNumber('61', 61)).toEqual({
      id: 'validation.number.tooLarge',
      defaultMessage: 'Invalid should be less than {max}',
      values: { max: 61 },
    });
    expect(text(90, 61)).toBe('Invalid should be less than 61');
  });

  it('accepts a value just below the maximum', () => {
    expect(validateNumber('60', 61)).toBeUndefined();
    expect(validateNumber(60.5, 61)).toBeUndefined();
  });
});
