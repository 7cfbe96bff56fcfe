/** The host's own words, registered beside the packages' catalogues (ids under `host.`). */
export const hostMessages = {
  en: {
    host: {
      title: 'Host app',
      home: 'Home',
      welcome: 'Signed in as {name}. The clinics module below comes from @mk/clinics, installed from its tarball.',
      openClinics: 'Open the clinic list',
      logout: 'Log out',
      otherLanguage: 'العربية',
      terms: 'Terms of use: a host shows its own.',
      notFound: 'Nothing here.',
      nav: 'Main navigation',
    },
  },
  ar: {
    host: {
      title: 'التطبيق المضيف',
      home: 'الرئيسية',
      welcome: 'مسجل الدخول باسم {name}. وحدة العيادات أدناه من الحزمة ‎@mk/clinics‎ المثبتة من ملفها المضغوط.',
      openClinics: 'افتح قائمة العيادات',
      logout: 'تسجيل الخروج',
      otherLanguage: 'English',
      terms: 'شروط الاستخدام: يعرض كل تطبيق مضيف شروطه.',
      notFound: 'لا شيء هنا.',
      nav: 'التنقل الرئيسي',
    },
  },
};
