import { tagCreateSchema, tagUpdateSchema } from './index';
import { errorsOf } from './test-helpers';

describe('tagCreateSchema', () => {
  it('trims and collapses both names, and keeps an Arabic name as written', async () => {
    expect(await tagCreateSchema.validate({ name: '  Home   Visits ', name_ar: ' زيارات   منزلية ' })).toEqual({
      name: 'Home Visits',
      name_ar: 'زيارات منزلية',
    });
  });

  it('needs a name; the Arabic name is optional, and blank means none', async () => {
    expect(await tagCreateSchema.validate({ name: 'Telemedicine' })).toEqual({ name: 'Telemedicine' });
    expect(await tagCreateSchema.validate({ name: 'Telemedicine', name_ar: '  ' })).toEqual({ name: 'Telemedicine', name_ar: null });
    expect(await errorsOf(tagCreateSchema, { name: '   ' })).toEqual({ name: 'Tag name is required' });
    expect(await errorsOf(tagCreateSchema, {})).toEqual({ name: 'Tag name is required' });
    expect(await errorsOf(tagCreateSchema, 'Telemedicine')).toEqual({ '': 'Tag name is required' });
  });

  it('bounds both names at 50 characters', async () => {
    expect(await errorsOf(tagCreateSchema, { name: 'x'.repeat(51), name_ar: 'س'.repeat(51) })).toEqual({
      name: 'Tag name must be at most 50 characters',
      name_ar: 'Arabic tag name must be at most 50 characters',
    });
    expect(await errorsOf(tagCreateSchema, { name: 'x'.repeat(50), name_ar: 'س'.repeat(50) })).toEqual({});
  });
});

describe('tagUpdateSchema', () => {
  it('accepts any one change, including clearing the Arabic name', async () => {
    expect(await tagUpdateSchema.validate({ active: false })).toEqual({ active: false });
    expect(await tagUpdateSchema.validate({ name_ar: null })).toEqual({ name_ar: null });
    expect(await tagUpdateSchema.validate({ name_ar: 'رعاية الأطفال' })).toEqual({ name_ar: 'رعاية الأطفال' });
  });

  it('refuses an empty change, a blank name and an active that is not a boolean', async () => {
    expect(await errorsOf(tagUpdateSchema, {})).toEqual({ '': 'Send a new name, Arabic name or active' });
    expect(await errorsOf(tagUpdateSchema, { name: ' ' })).toEqual({ name: 'Tag name is required' });
    expect(await errorsOf(tagUpdateSchema, { active: 'no' })).toEqual({ active: 'active must be true or false' });
  });
});
