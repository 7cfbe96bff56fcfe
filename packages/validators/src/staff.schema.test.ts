import { messageText } from './descriptor';
import { changePasswordSchema, setPasswordSchema, staffUserCreateSchema, staffUserUpdateSchema, validateStaffPassword } from './index';
import { errorsOf } from './test-helpers';

const text = (password: unknown, email: unknown = 'someone@clinic.sa') => {
  const problem = validateStaffPassword(password, email);
  return problem && messageText(problem);
};

const CLINIC = '0b6f3c1e-8a52-4c1a-9f3e-2d7b5a9c4e10';
const PHARMACY = '5d2e7a90-1c3b-4f6d-8e2a-7b9c0d1e2f34';

describe('validateStaffPassword', () => {
  it('needs 10 characters besides surrounding spaces, and at most 200', () => {
    expect(text('Tr0ub4dor')).toBe('Password must be at least 10 characters');
    expect(text('  Tr0ub4dor  ')).toBe('Password must be at least 10 characters');
    expect(text('Tr0ub4dor&3')).toBeUndefined();
    expect(text('x'.repeat(201))).toBe('Must be at most 200 characters');
  });

  it('refuses the common passwords whatever their case', () => {
    expect(text('Password123')).toBe('This password is too common; choose another');
    expect(text('QWERTYUIOP')).toBe('This password is too common; choose another');
  });

  it("refuses a password holding the e-mail's name part, whatever its case", () => {
    expect(text('Ahmed.K-2026!', 'ahmed.k@clinic.sa')).toBe('Password must not contain your email name');
    expect(text('my-SARA-horse-9', 'Sara@clinic.sa')).toBe('Password must not contain your email name');
    expect(text('my-sara-horse-9', 'nora@clinic.sa')).toBeUndefined();
  });

  it('ignores a name part shorter than 3 characters, and a missing e-mail', () => {
    expect(text('al-horse-battery', 'al@clinic.sa')).toBeUndefined();
    expect(text('al-horse-battery', undefined)).toBeUndefined();
  });

  it('leaves an empty value to the schema', () => {
    expect(text('')).toBeUndefined();
    expect(text(undefined)).toBeUndefined();
  });
});

describe('staffUserCreateSchema', () => {
  const valid = { name: 'Sara Ahmed', email: 'sara@clinic.sa', role: 'PIC' };

  it('accepts a user with facility lists, trimming the name and email', async () => {
    expect(await staffUserCreateSchema.validate({ ...valid, name: ' Sara Ahmed ', email: ' sara@clinic.sa ', clinic_ids: [CLINIC], pharmacy_ids: [PHARMACY] }))
      .toMatchObject({ name: 'Sara Ahmed', email: 'sara@clinic.sa', role: 'PIC', clinic_ids: [CLINIC], pharmacy_ids: [PHARMACY] });
    expect(await errorsOf(staffUserCreateSchema, valid)).toEqual({});
  });

  it('needs a name, a valid email and one of the roles', async () => {
    expect(await errorsOf(staffUserCreateSchema, {})).toEqual({
      name: 'Please fill all required fields',
      email: 'Please fill all required fields',
      role: 'Please fill all required fields',
    });
    expect(await errorsOf(staffUserCreateSchema, { ...valid, name: 'Al', email: 'sara@', role: 'OWNER' })).toEqual({
      name: 'Invalid, must be more than 2 characters',
      email: 'Invalid Email',
      role: 'Choose one of the roles',
    });
  });

  it('takes only uuids in the facility lists, at most 200', async () => {
    expect(await errorsOf(staffUserCreateSchema, { ...valid, center_ids: ['center-1'] })).toEqual({ 'center_ids[0]': 'Choose facilities from the list' });
    expect(await errorsOf(staffUserCreateSchema, { ...valid, clinic_ids: Array(201).fill(CLINIC) })).toEqual({ clinic_ids: 'At most 200 items' });
  });
});

describe('staffUserUpdateSchema', () => {
  it('accepts any one change, an empty list included (it removes every facility)', async () => {
    expect(await errorsOf(staffUserUpdateSchema, { role: 'ADMIN' })).toEqual({});
    expect(await errorsOf(staffUserUpdateSchema, { pharmacy_ids: [] })).toEqual({});
    expect(await errorsOf(staffUserUpdateSchema, { name: 'Nora Saleh' })).toEqual({});
  });

  it('refuses an empty change and bad values', async () => {
    expect(await errorsOf(staffUserUpdateSchema, {})).toEqual({ '': 'Send a new name, role or facilities' });
    expect(await errorsOf(staffUserUpdateSchema, { role: 'ROOT' })).toEqual({ role: 'Choose one of the roles' });
    expect(await errorsOf(staffUserUpdateSchema, { name: '' })).toEqual({ name: 'Please fill all required fields' });
  });
});

describe('setPasswordSchema and changePasswordSchema', () => {
  it('need a token and a password that passes the length and common rules', async () => {
    expect(await errorsOf(setPasswordSchema, {})).toEqual({ token: 'Please fill all required fields', password: 'Please fill all required fields' });
    expect(await errorsOf(setPasswordSchema, { token: 'abc', password: 'short' })).toEqual({ password: 'Password must be at least 10 characters' });
    expect(await errorsOf(setPasswordSchema, { token: 'abc', password: 'password123' })).toEqual({ password: 'This password is too common; choose another' });
    expect(await errorsOf(setPasswordSchema, { token: 'abc', password: 'long-enough-phrase' })).toEqual({});
  });

  it('take any current password but hold the new one to the rule', async () => {
    expect(await errorsOf(changePasswordSchema, { current_password: 'x', new_password: 'long-enough-phrase' })).toEqual({});
    expect(await errorsOf(changePasswordSchema, { current_password: 'x', new_password: '123456789' })).toEqual({ new_password: 'Password must be at least 10 characters' });
    expect(await errorsOf(changePasswordSchema, { new_password: 'long-enough-phrase' })).toEqual({ current_password: 'Please fill all required fields' });
  });
});
