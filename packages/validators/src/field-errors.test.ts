import { object, string } from 'yup';
import { MESSAGES } from './messages';
import { validateSyncWith, validateWith } from './field-errors';

const schema = object({
  name: string().required(MESSAGES.required).min(5, MESSAGES.incomplete),
  phone: string().required(MESSAGES.required),
});

describe('field errors of a shared schema', () => {
  it('give the first message of every failing field, sync or not', async () => {
    const expected = { name: MESSAGES.incomplete, phone: MESSAGES.required };
    expect(await validateWith(schema, { name: 'Sa' })).toEqual(expected);
    expect(validateSyncWith(schema, { name: 'Sa' })).toEqual(expected);
  });

  it('are empty when the values pass', async () => {
    expect(await validateWith(schema, { name: 'Sara Ali', phone: '0551234567' })).toEqual({});
    expect(validateSyncWith(schema, { name: 'Sara Ali', phone: '0551234567' })).toEqual({});
  });

  it('let a fault that is no validation issue through', () => {
    const broken = { validate: () => Promise.reject(new TypeError('boom')), validateSync: () => { throw new TypeError('boom'); } };
    expect(() => validateSyncWith(broken, {})).toThrow('boom');
    return expect(validateWith(broken, {})).rejects.toThrow('boom');
  });
});
