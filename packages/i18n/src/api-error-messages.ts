import { API_ERRORS, apiErrorMessageId, type ApiErrorCode } from '@mk/contracts';

/*
 * The dashboard's words for every API error code (API_ERRORS of @mk/contracts). The server fills
 * details such as a tag's name into its English message; the envelope carries no values, so these
 * texts say the same thing without them.
 */
type Texts = Record<ApiErrorCode, string>;

/*
 * English: the server's own message (API_ERRORS) unless it names values the envelope does not carry
 * or reads too technical for a user; those are worded here.
 */
const en: Texts = {
  ...API_ERRORS,

  'request.invalid': 'The request is not valid',
  'auth.required': 'Please log in to continue',
  'server.database_unavailable': 'The service is unavailable, please try again later',

  'request.invalid_json': 'The request could not be read',
  'request.empty_body': 'The request is empty',
  'request.unsupported_type': 'This kind of request is not supported',
  'request.invalid_length': 'The request could not be read',
  'request.body_too_large': 'The request is too large',
  'request.not_multipart': 'The upload could not be read',
  'request.csrf_invalid': 'Your session could not be verified, please reload the page',
  'query.repeated': 'A filter was given more than once',
  'query.too_long': 'A filter value is too long',
  'query.unknown_value': 'A filter has an unknown value',
  'query.tag_ids_invalid': 'The tag filter is not valid',
  'query.not_positive': 'The page and page size must be positive whole numbers',
  'query.too_large': 'A page or page size is larger than allowed',
  'request.too_deep': 'The request is nested too deeply to be read',
  'request.invalid_characters': 'A value contains characters that are not allowed',
  'request.text_too_long': 'A value is too long',
  'request.too_many_items': 'A list holds too many items',

  'auth.too_many_attempts': 'Too many login attempts, please wait a moment and try again',
  'auth.invalid_token': 'Your session is not valid, please log in again',

  'upload.too_many_parts': 'The upload has too many parts',
  'upload.too_many_files': 'Upload one file at a time',
  'upload.too_many_fields': 'The upload has too many fields',
  'upload.file_too_large': 'The file is too large',
  'upload.unknown_preset': 'This kind of upload is not supported',

  'clinic.unknown': 'Unknown clinic',
  'clinic.not_object': 'The clinic data could not be read',
  'clinic.is_internal_invalid': 'The internal flag must be yes or no',

  'pharmacy.not_object': 'The pharmacy data could not be read',

  'physician.not_object': 'The physician data could not be read',
  'physician.password_invalid': 'The password is not valid',
  'physician.password_too_long': 'The password must be at most 200 characters',
  'schedule.period_too_short': 'A period is shorter than one consultation',

  'patient.id_required': 'Please choose a patient',
  'patient.batch_size': 'Too many patients were sent at once',

  'appointment.id_required': 'Please choose an appointment',
  'appointment.date_time_invalid': 'The appointment time is not valid',
  'appointment.type_not_offered': 'This physician does not offer this type of appointment',
  'appointment.status_forbids': 'This cannot be done in the appointment’s current status',
  'appointment.insurance_invalid': 'The insurance choice is not valid',
  'monitoring.day_invalid': 'The chosen day is not valid',

  'tag.name_taken': 'A tag with this name already exists',
  'tag.assign_list': 'Choose at least one item to tag',
  'tag.assign_too_many': 'Too many items were tagged at once',
  'tag.assign_item_shape': 'An item to tag could not be read',
  'tag.assign_entity_type': 'This kind of item cannot be tagged',
  'tag.assign_entity_required': 'An item to tag is missing',
  'tag.assign_tag_required': 'Choose a tag',
  'tag.assign_type_unavailable': 'Tagging this kind of item is not available yet',
  'tag.assign_unknown_tag': 'One of the tags no longer exists',
  'tag.assign_inactive_tag': 'One of the tags is inactive',
  'tag.assign_unknown_entity': 'One of the chosen items no longer exists',

  'auth.wrong_token_kind': 'This sign-in cannot be used here, please log in again',
  'auth.link_invalid': 'This link is not valid, please open the document again',
  'auth.link_expired': 'This link has expired, please open the document again',
  'pdf.no_prescription': 'This order was sent as a photo: it has no prescription to print',
  'order.no_pharmacy_nearby': 'No pharmacy is close enough to this location',
  'order.state_invalid': 'Choose a valid delivery state',
  'order.state_backwards': 'The delivery state cannot go back to an earlier step',
  'offer.total_mismatch': 'The total must be the delivery price plus the sum of price × quantity',
  'offer.not_live': 'This offer is no longer open',
};

const ar: Texts = {
  'request.invalid': 'الطلب غير صالح',
  'auth.required': 'يرجى تسجيل الدخول للمتابعة',
  'auth.forbidden': 'غير مسموح لك بتنفيذ هذا الإجراء',
  'resource.not_found': 'غير موجود',
  'request.conflict': 'يتعارض هذا مع البيانات المحفوظة',
  'request.too_large': 'حجم الطلب كبير جدًا',
  'request.too_many': 'طلبات كثيرة جدًا، يرجى المحاولة لاحقًا',
  'server.error': 'حدث خطأ ما',
  'server.database_unavailable': 'الخدمة غير متاحة حاليًا، يرجى المحاولة لاحقًا',

  'request.invalid_json': 'تعذرت قراءة الطلب',
  'request.empty_body': 'الطلب فارغ',
  'request.unsupported_type': 'هذا النوع من الطلبات غير مدعوم',
  'request.invalid_length': 'تعذرت قراءة الطلب',
  'request.body_too_large': 'حجم الطلب كبير جدًا',
  'request.not_multipart': 'تعذرت قراءة الملف المرفوع',
  'request.csrf_invalid': 'تعذر التحقق من جلستك، يرجى إعادة تحميل الصفحة',
  'query.repeated': 'تكرر أحد عوامل التصفية أكثر من مرة',
  'query.too_long': 'قيمة أحد عوامل التصفية طويلة جدًا',
  'query.unknown_value': 'قيمة أحد عوامل التصفية غير معروفة',
  'query.tag_ids_invalid': 'تصفية الوسوم غير صالحة',
  'query.not_positive': 'يجب أن يكون رقم الصفحة وحجمها عددين صحيحين موجبين',
  'query.too_large': 'رقم الصفحة أو حجمها أكبر من المسموح',
  'request.too_deep': 'الطلب متداخل بعمق لا يمكن قراءته',
  'request.invalid_characters': 'تحتوي إحدى القيم على أحرف غير مسموح بها',
  'request.text_too_long': 'إحدى القيم طويلة جدًا',
  'request.too_many_items': 'تحتوي إحدى القوائم على عناصر كثيرة جدًا',

  'auth.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'auth.too_many_attempts': 'محاولات دخول كثيرة، يرجى الانتظار قليلًا ثم المحاولة مجددًا',
  'auth.session_expired': 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مجددًا',
  'auth.session_ended': 'انتهت جلستك، يرجى تسجيل الدخول مجددًا',
  'auth.invalid_token': 'جلستك غير صالحة، يرجى تسجيل الدخول مجددًا',
  'auth.pic_required': 'يرجى اختيار الشخص المسؤول',

  'upload.too_many_parts': 'الملف المرفوع يحتوي على أجزاء كثيرة جدًا',
  'upload.too_many_files': 'يرجى رفع ملف واحد في كل مرة',
  'upload.too_many_fields': 'الملف المرفوع يحتوي على حقول كثيرة جدًا',
  'upload.file_too_large': 'حجم الملف كبير جدًا',
  'upload.file_required': 'يرجى اختيار ملف لرفعه',
  'upload.image_type': 'تُقبل الصور بصيغ jpeg وjpg وpng فقط',
  'upload.csv_type': 'تُقبل ملفات CSV فقط',
  'upload.unknown_preset': 'هذا النوع من الرفع غير مدعوم',

  'clinic.not_found': 'العيادة غير موجودة',
  'clinic.unknown': 'عيادة غير معروفة',
  'clinic.not_object': 'تعذرت قراءة بيانات العيادة',
  'clinic.is_internal_invalid': 'يجب أن تكون قيمة العيادة الداخلية نعم أو لا',
  'clinic.pic_change_denied': 'لا يمكن تغيير الشخص المسؤول عن العيادة إلا للمشرف',
  'clinic.internal_change_denied': 'لا يمكن تغيير كون العيادة داخلية إلا للمشرف',
  'clinic.path_taken': 'رابط الملف التعريفي هذا مستخدم لعيادة أخرى',

  'pharmacy.not_found': 'الصيدلية غير موجودة',
  'pharmacy.not_object': 'تعذرت قراءة بيانات الصيدلية',
  'pharmacy.pic_change_denied': 'لا يمكن تغيير الشخص المسؤول عن الصيدلية إلا للمشرف',

  'physician.not_found': 'الطبيب غير موجود',
  'physician.not_object': 'تعذرت قراءة بيانات الطبيب',
  'physician.password_invalid': 'كلمة المرور غير صالحة',
  'physician.password_too_long': 'يجب ألا تزيد كلمة المرور على 200 حرف',
  'physician.email_taken': 'يوجد طبيب مسجل بهذا البريد الإلكتروني',
  'physician.path_taken': 'رابط الملف التعريفي هذا مستخدم لطبيب آخر',
  'schedule.period_too_short': 'إحدى الفترات أقصر من مدة استشارة واحدة',

  'patient.not_found': 'المريض غير موجود',
  'patient.id_required': 'يرجى اختيار مريض',
  'patient.phone_required': 'يرجى إدخال رقم الهاتف',
  'patient.no_patient_with_phone': 'لا يوجد مريض مسجل بهذا الرقم',
  'patient.phone_taken': 'يوجد مريض مسجل بهذا الرقم',
  'patient.national_id_taken': 'يوجد مريض مسجل برقم الهوية الوطنية/الإقامة هذا',
  'patient.birth_date_invalid': 'تاريخ الميلاد غير صالح',
  'patient.batch_size': 'عدد المرضى المرسلين دفعة واحدة كبير جدًا',
  'patient.not_a_row': 'ليس سطر بيانات مريض',
  'patient.phone_of_another': 'رقم الهاتف هذا يخص مريضًا آخر',
  'patient.national_id_of_another': 'رقم الهوية الوطنية/الإقامة هذا يخص مريضًا آخر',

  'appointment.not_found': 'الموعد غير موجود',
  'appointment.id_required': 'يرجى اختيار موعد',
  'appointment.date_time_invalid': 'وقت الموعد غير صالح',
  'appointment.time_passed': 'هذا الوقت قد مضى، يرجى اختيار وقت لاحق',
  'appointment.outside_schedule': 'هذا الوقت ليس من المواعيد المتاحة للطبيب',
  'appointment.slot_taken': 'حُجز هذا الوقت للتو من قِبل شخص آخر، يرجى اختيار وقت آخر',
  'appointment.type_not_offered': 'لا يقدم هذا الطبيب هذا النوع من المواعيد',
  'appointment.status_forbids': 'لا يمكن تنفيذ هذا الإجراء في الحالة الحالية للموعد',
  'appointment.cancel_too_late': 'لا يمكن إلغاء الموعد إلا قبل وقته',
  'appointment.no_show_too_early': 'لا يمكن تسجيل عدم الحضور إلا بعد حلول وقت الموعد',
  'appointment.no_show_too_late': 'لا يمكن تسجيل عدم الحضور إلا خلال 48 ساعة من وقت الموعد',
  'appointment.insurance_invalid': 'خيار التأمين غير صالح',
  'appointment.canceled_unchangeable': 'لا يمكن تعديل موعد ملغى',
  'monitoring.day_invalid': 'اليوم المختار غير صالح',

  'tag.not_found': 'الوسم غير موجود',
  'tag.name_taken': 'يوجد وسم بهذا الاسم',
  'tag.assign_list': 'اختر عنصرًا واحدًا على الأقل لوسمه',
  'tag.assign_too_many': 'عدد العناصر المراد وسمها دفعة واحدة كبير جدًا',
  'tag.assign_item_shape': 'تعذرت قراءة أحد العناصر المراد وسمها',
  'tag.assign_entity_type': 'لا يمكن وسم هذا النوع من العناصر',
  'tag.assign_entity_required': 'أحد العناصر المراد وسمها مفقود',
  'tag.assign_tag_required': 'اختر وسمًا',
  'tag.assign_type_unavailable': 'وسم هذا النوع من العناصر غير متاح بعد',
  'tag.assign_unknown_tag': 'أحد الوسوم لم يعد موجودًا',
  'tag.assign_inactive_tag': 'أحد الوسوم غير نشط',
  'tag.assign_unknown_entity': 'أحد العناصر المختارة لم يعد موجودًا',

  'auth.wrong_token_kind': 'لا يمكن استخدام تسجيل الدخول هذا هنا، يرجى تسجيل الدخول مجددًا',
  'auth.invalid_phone_credentials': 'رقم الهاتف أو كلمة المرور غير صحيحة',
  'order.not_found': 'خطأ: لم يتم العثور على هذا الطلب',
  'order.pharmacy_unknown': 'الصيدلية غير معروفة',
  'order.not_sent_to_pharmacy': 'لم يُرسل هذا الطلب إلى هذه الصيدلية',
  'order.window_closed': 'انقضت الدقائق الخمس المتاحة لتقديم عرض على هذا الطلب',
  'order.no_pharmacy_nearby': 'لا توجد صيدلية قريبة بما يكفي من هذا الموقع',
  'order.product_invalid': 'أرسل وصفة طبية أو صورة لها',
  'order.coordinates_invalid': 'الموقع المحدد غير صالح',
  'order.state_invalid': 'اختر حالة توصيل صالحة',
  'order.state_backwards': 'لا يمكن إرجاع حالة التوصيل إلى خطوة سابقة',
  'order.state_not_your_offer': 'لا يغيّر حالة التوصيل إلا الصيدلية التي قُبل عرضها',
  'offer.not_found': 'العرض غير موجود',
  'offer.live_exists': 'لدى هذه الصيدلية عرض قائم على هذا الطلب',
  'offer.total_mismatch': 'يجب أن يساوي الإجمالي سعر التوصيل مضافًا إليه مجموع السعر × الكمية',
  'offer.not_live': 'لم يعد هذا العرض متاحًا',
  'prescription.not_found': 'الوصفة الطبية غير موجودة',
  'pdf.no_prescription': 'أُرسل هذا الطلب صورةً، فلا توجد وصفة طبية لطباعتها',
  'auth.link_invalid': 'هذا الرابط غير صالح، يرجى فتح المستند مجددًا',
  'auth.link_expired': 'انتهت صلاحية هذا الرابط، يرجى فتح المستند مجددًا',
};

const keyed = (texts: Texts): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([code, text]) => [apiErrorMessageId(code), text]));

/** Flat react-intl catalogues keyed `apiError.<code>`; the shell registers them like the core messages. */
export const apiErrorMessages: { en: Record<string, string>; ar: Record<string, string> } = { en: keyed(en), ar: keyed(ar) };
