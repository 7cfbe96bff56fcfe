import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { waitForToast } from './support/browser';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';
import { EntityFormPage, solidPng } from './pages/entity-form.page';
import { fillEntityForm } from './support/entity-form';
import { ClinicListPage } from './pages/clinic-list.page';
import { ClinicProfilePage } from './pages/clinic-profile.page';
import { logIn } from './support/log-in';

const suite = useSuite();

/** Every clinic the patient app lists (the public listing, page after page). */
async function publicClinicIds(baseUrl: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const reply = await apiCall<{ count: number; rows: Array<{ sys_id: string }> }>(baseUrl, `clinic-read/public?page=${page}&limit=100`);
    reply.payload.rows.forEach((row) => ids.add(row.sys_id));
    if (reply.payload.rows.length === 0 || ids.size >= reply.payload.count) return ids;
  }
}

const toast = waitForToast;

describe('clinics, end to end', () => {
  it('ADMIN, in Arabic: registers with a logo, finds, tags in bulk, updates and deletes clinics, and the patient app stops listing them', async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const suffix = String(Date.now()).slice(-6);
    const english = `Riverside Dental ${suffix}`;
    const arabic = `عيادة ريفرسايد ${suffix}`;
    const tagName = `e2e-${suffix}`;

    await logIn(page, DEMO_USERS.admin.email, 'ar');

    // A fresh tag from the Tags page, so the tag filter can only match what this test tags.
    await page.goto('/tags');
    await page.getByLabel('اسم الوسم الجديد').fill(tagName);
    await page.getByRole('button', { name: /إنشاء وسم/ }).click();
    await toast(page, `تم إنشاء الوسم ${tagName}`);

    // Register, in Arabic, with an uploaded logo.
    const list = new ClinicListPage(page);
    await list.open();
    await list.registerButton().click();
    await page.waitForURL((url) => url.pathname === '/clinics/register');
    const form = new EntityFormPage(page);
    await page.locator('h1', { hasText: 'إنشاء عيادة جديدة' }).waitFor();
    expect(await form.submit(/^إنشاء العيادة$/).isDisabled()).toBe(true);
    await form.uploadLogo(solidPng());
    await fillEntityForm(form, {
      texts: {
        'اسم العيادة (بالإنجليزية)': english,
        'اسم العيادة (بالعربية)': arabic,
        'رقم ترخيص وزارة الصحة': '778899',
        'النبذة (بالإنجليزية)': 'Family dentistry by the corniche.',
        'النبذة (بالعربية)': 'طب أسنان للعائلة على الكورنيش.',
        'الحي': 'الروضة',
        'الشارع': 'طريق الأمير سلطان',
        'الرمز البريدي': '23435',
        'الدولة': 'السعودية',
        'خط العرض': '21.5433',
        'خط الطول': '39.1728',
      },
      choices: {
        // Another PIC than clinic.pic, so the PIC test below sees only the seeded clinics whatever runs first.
        'الشخص المسؤول': 'Faisal Al-Qahtani (faisal.alqahtani@example.com)',
        'التخصص': 'طب الأسنان',
        'المدينة': 'جدة',
      },
      checks: ['مواعيد الحضور المباشر'],
    });
    await form.submit(/^إنشاء العيادة$/).click();
    await toast(page, 'تم إنشاء العيادة بنجاح');
    await page.waitForURL((url) => url.pathname === '/clinics' && url.search === '');

    // A second clinic through the real API, to tag and delete along with the first.
    const token = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
    const administrators = await apiCall<{ rows: Array<{ sys_id: string; email: string }> }>(baseUrl, 'administrator-Read/?page=1&limit=100', { token });
    const picId = administrators.payload.rows.find((row) => row.email === 'faisal.alqahtani@example.com')!.sys_id;
    const secondArabic = `عيادة الرأي الثاني ${suffix}`;
    const second = await apiCall<{ sys_id: string; avatar: string }>(baseUrl, 'clinic-write', {
      method: 'POST',
      token,
      body: {
        registered_clinic_name: `Second Opinion ${suffix}`,
        registered_clinic_name_arabic: secondArabic,
        pic_id: picId,
        specialization: 'FAMILY_MEDICINE',
        clinic_bio: 'طب الأسرة',
        clinic_bio_en: 'Family medicine',
        SCFHS_license_number: '5566',
        avatar: '/api/media/files/none.png',
        address: 'العليا',
        street: 'طريق الملك فهد',
        city: 'RIYADH',
        zip: '12211',
        country: 'السعودية',
        lat: '24.7136',
        lng: '46.6753',
      },
    });
    expect(second.status).toBe(201);

    // Find it by name, then by name and city; another city finds nothing.
    await list.fillName(english);
    await list.search();
    await list.waitForRowCount(1);
    expect(await list.row(arabic).count()).toBe(1);
    await list.choose(/^المدينة$/, 'جدة');
    await list.search();
    await list.waitForRowCount(1);
    expect(new URL(page.url()).searchParams.get('city')).toBe('JEDDAH');
    await list.choose(/^المدينة$/, 'الرياض');
    await list.search();
    await list.waitForRowCount(0);

    // Tag both clinics in one go.
    await list.clear();
    await list.fillName(suffix);
    await list.search();
    await list.waitForRowCount(2);
    await list.select(arabic);
    await list.select(secondArabic);
    await list.assignTag(tagName);
    await toast(page, 'تم تطبيق الوسوم بنجاح');
    await list.bulkBox().waitFor({ state: 'detached' });

    // Find them by the tag alone; the filtered page survives a reload (the URL carries it).
    await list.clear();
    await list.chooseTag(/^الوسوم$/, tagName);
    await list.search();
    await list.waitForRowCount(2);
    expect(new URL(page.url()).searchParams.get('tags')).toMatch(/^\d+$/);
    await page.reload();
    await list.waitForRowCount(2);
    expect(await list.row(arabic).getByText(tagName).count()).toBe(1);

    // Export the filtered list: a CSV that Excel opens (byte order mark) with the two clinics' Arabic names, and no other clinic.
    const exported = await list.exportAs(/CSV/);
    expect(exported.fileName).toMatch(/^clinics-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.text.charCodeAt(0)).toBe(0xfeff);
    const lines = exported.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('اسم العيادة');
    expect(lines.slice(1).map((line) => line.split(',')[1]).sort()).toEqual([arabic, secondArabic].sort());

    // Update the new clinic from its row; the form opens prefilled, then the profile shows the change.
    await list.rowAction(arabic, /^تحديث المعلومات$/);
    await page.waitForURL((url) => url.pathname.startsWith('/clinics/update/'));
    const clinicId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await form.field('اسم العيادة (بالإنجليزية)').inputValue()).toBe(english);
    await form.field('الشارع').fill('طريق الملك عبدالعزيز');
    await form.submit(/^تحديث العيادة$/).click();
    await toast(page, 'تم تحديث العيادة بنجاح');
    await page.waitForURL((url) => url.pathname === `/clinics/profile/${clinicId}`);
    const profile = new ClinicProfilePage(page);
    await profile.title().filter({ hasText: arabic }).waitFor();
    expect(await profile.value('الشارع')).toBe('طريق الملك عبدالعزيز');
    expect(await profile.value('المدينة')).toBe('جدة');

    // Its History tab (issue 29) tells that edit: who, and the street's old and new values.
    await page.getByRole('tab', { name: 'السجل' }).click();
    const history = page.getByRole('tabpanel', { name: 'السجل' });
    await history.getByText('الشارع: من طريق الأمير سلطان إلى طريق الملك عبدالعزيز').waitFor();
    expect(await history.textContent()).toMatch(/عُدّل · [^·]+\(مسؤول\)/);
    await page.getByRole('tab', { name: 'التفاصيل' }).click();

    const listedBefore = await publicClinicIds(baseUrl);
    expect(listedBefore.has(clinicId)).toBe(true);
    expect(listedBefore.has(second.payload.sys_id)).toBe(true);

    // Delete the second clinic from the list, with the spec's question.
    await list.open(`?name=${suffix}`);
    await list.waitForRowCount(2);
    await list.rowAction(secondArabic, /^حذف العيادة$/);
    await page.getByRole('dialog').getByText(`هل أنت متأكد من حذف العيادة ${secondArabic}؟`).waitFor();
    await list.confirm(/^حذف$/);
    await toast(page, `تم حذف العيادة: ${secondArabic}`);
    await list.waitForRowCount(1);

    // Delete the new clinic from its profile, which returns to the list.
    await page.goto(`/clinics/profile/${clinicId}`);
    await profile.title().filter({ hasText: arabic }).waitFor();
    await profile.remove();
    await page.waitForURL((url) => url.pathname === '/clinics');

    const listedAfter = await publicClinicIds(baseUrl);
    expect(listedAfter.has(clinicId)).toBe(false);
    expect(listedAfter.has(second.payload.sys_id)).toBe(false);
    expect(listedAfter.size).toBe(listedBefore.size - 2);
    expect(suite.session.pageErrors).toEqual([]);
  });

  it('the clinic PIC sees only their two clinics and no filter box', async () => {
    const { page } = suite.session;
    await logIn(page, DEMO_USERS.clinicPic.email, 'en');
    const owned = ((await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').clinics)) as Array<{ name: string }>).map(
      (clinic) => clinic.name,
    );
    expect(owned).toHaveLength(2);
    const list = new ClinicListPage(page);
    await list.open();
    await list.waitForRowCount(2);
    for (const name of owned) expect(await list.row(name).count()).toBe(1);
    expect(await list.filterBox().count()).toBe(0);
    expect(await list.registerButton().count()).toBe(0);
  });
});
