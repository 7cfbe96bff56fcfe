/**
 * The main Saudi cities and some of their districts, each with the approximate coordinates of its
 * centre, in English and Arabic: the offline geocoder's data (plausible, not survey-grade).
 */
export interface District {
  name: string;
  name_ar: string;
  lat: number;
  lng: number;
}

export interface City {
  name: string;
  name_ar: string;
  districts: District[];
}

const d = (name: string, name_ar: string, lat: number, lng: number): District => ({ name, name_ar, lat, lng });

export const SAUDI_CITIES: readonly City[] = [
  {
    name: 'Riyadh',
    name_ar: 'الرياض',
    districts: [
      d('Al Olaya', 'العليا', 24.7, 46.68),
      d('Al Wurud', 'الورود', 24.73, 46.67),
      d('Al Sulimaniyah', 'السليمانية', 24.705, 46.7),
      d('Al Rahmaniyah', 'الرحمانية', 24.715, 46.645),
      d('King Fahd', 'الملك فهد', 24.745, 46.65),
      d('Al Muruj', 'المروج', 24.755, 46.665),
      d('Al Maather', 'المعذر', 24.68, 46.655),
      d('Diplomatic Quarter', 'الحي الدبلوماسي', 24.682, 46.623),
      d('Al Wizarat', 'الوزارات', 24.672, 46.712),
      d('Al Malaz', 'الملز', 24.666, 46.729),
      d('Al Murabba', 'المربع', 24.648, 46.711),
      d('Al Dirah', 'الديرة', 24.631, 46.715),
      d('Al Nakheel', 'النخيل', 24.75, 46.63),
      d('Al Sahafah', 'الصحافة', 24.8, 46.64),
      d('Al Yasmin', 'الياسمين', 24.825, 46.64),
      d('Al Malqa', 'الملقا', 24.805, 46.605),
      d('Hittin', 'حطين', 24.765, 46.6),
      d('Al Qirawan', 'القيروان', 24.84, 46.59),
      d('Al Rawdah', 'الروضة', 24.735, 46.77),
      d('Al Khaleej', 'الخليج', 24.775, 46.8),
      d('Al Naseem', 'النسيم', 24.74, 46.82),
      d('Al Suwaidi', 'السويدي', 24.605, 46.68),
      d('Al Shifa', 'الشفا', 24.56, 46.7),
      d('Al Aziziyah', 'العزيزية', 24.58, 46.76),
    ],
  },
  {
    name: 'Jeddah',
    name_ar: 'جدة',
    districts: [
      d('Al Balad', 'البلد', 21.485, 39.187),
      d('Al Hamra', 'الحمراء', 21.515, 39.165),
      d('Al Rawdah', 'الروضة', 21.56, 39.16),
      d('Al Aziziyah', 'العزيزية', 21.55, 39.2),
      d('Al Safa', 'الصفا', 21.58, 39.21),
      d('Al Rehab', 'الرحاب', 21.55, 39.23),
      d('Al Zahra', 'الزهراء', 21.59, 39.135),
      d('Al Shati', 'الشاطئ', 21.6, 39.11),
      d('Al Naeem', 'النعيم', 21.62, 39.15),
      d('Obhur', 'أبحر', 21.73, 39.1),
    ],
  },
  {
    name: 'Makkah',
    name_ar: 'مكة المكرمة',
    districts: [
      d('Ajyad', 'أجياد', 21.417, 39.827),
      d('Al Aziziyah', 'العزيزية', 21.4, 39.885),
      d('Al Zahir', 'الزاهر', 21.435, 39.81),
      d('Al Awali', 'العوالي', 21.335, 39.875),
      d('Al Shawqiyah', 'الشوقية', 21.385, 39.78),
    ],
  },
  {
    name: 'Madinah',
    name_ar: 'المدينة المنورة',
    districts: [
      d('Central Area', 'المنطقة المركزية', 24.467, 39.611),
      d('Quba', 'قباء', 24.44, 39.617),
      d('Al Uyun', 'العيون', 24.51, 39.58),
      d('Sultanah', 'سلطانة', 24.495, 39.585),
      d('Al Khalidiyah', 'الخالدية', 24.5, 39.64),
    ],
  },
  {
    name: 'Dammam',
    name_ar: 'الدمام',
    districts: [
      d('Al Faisaliyah', 'الفيصلية', 26.41, 50.05),
      d('Al Adamah', 'العدامة', 26.415, 50.1),
      d('Al Mazruiyah', 'المزروعية', 26.43, 50.08),
      d('Al Badiyah', 'البادية', 26.435, 50.095),
      d('Al Shati', 'الشاطئ', 26.47, 50.105),
    ],
  },
  {
    name: 'Khobar',
    name_ar: 'الخبر',
    districts: [
      d('Al Aqrabiyah', 'العقربية', 26.295, 50.2),
      d('Al Khobar Al Shamaliyah', 'الخبر الشمالية', 26.3, 50.21),
      d('Al Thuqbah', 'الثقبة', 26.27, 50.195),
      d('Al Rakah', 'الراكة', 26.35, 50.19),
    ],
  },
  {
    name: 'Taif',
    name_ar: 'الطائف',
    districts: [
      d('Shihar', 'شهار', 21.24, 40.38),
      d('Al Qumariyah', 'القمرية', 21.26, 40.42),
      d('Al Faisaliyah', 'الفيصلية', 21.28, 40.41),
      d('Al Hawiyah', 'الحوية', 21.44, 40.49),
    ],
  },
  {
    name: 'Abha',
    name_ar: 'أبها',
    districts: [
      d('Al Manhal', 'المنهل', 18.23, 42.5),
      d('Al Mansak', 'المنسك', 18.215, 42.505),
      d('Al Khalidiyah', 'الخالدية', 18.24, 42.52),
      d('Al Muftaha', 'المفتاحة', 18.218, 42.498),
    ],
  },
  {
    name: 'Tabuk',
    name_ar: 'تبوك',
    districts: [
      d('Al Muruj', 'المروج', 28.39, 36.55),
      d('Al Faisaliyah', 'الفيصلية', 28.37, 36.58),
      d('Al Rawdah', 'الروضة', 28.4, 36.57),
      d('Al Sulimaniyah', 'السليمانية', 28.38, 36.53),
    ],
  },
  {
    name: 'Buraidah',
    name_ar: 'بريدة',
    districts: [
      d('Al Iskan', 'الإسكان', 26.34, 43.95),
      d('Al Safra', 'الصفراء', 26.35, 43.96),
      d('Al Nahdah', 'النهضة', 26.33, 43.98),
      d('Al Rayyan', 'الريان', 26.35, 43.99),
    ],
  },
  {
    name: 'Al Hofuf',
    name_ar: 'الهفوف',
    districts: [d('Al Kut', 'الكوت', 25.378, 49.587), d('Al Mubarraz', 'المبرز', 25.41, 49.58)],
  },
  { name: 'Hail', name_ar: 'حائل', districts: [d('Al Muntazah', 'المنتزه', 27.52, 41.69)] },
  { name: 'Jazan', name_ar: 'جازان', districts: [d('Al Shati', 'الشاطئ', 16.895, 42.54)] },
  { name: 'Najran', name_ar: 'نجران', districts: [d('Al Faisaliyah', 'الفيصلية', 17.51, 44.16)] },
];
