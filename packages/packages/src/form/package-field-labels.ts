/** Each field of a package as the API names it, with the label its form gives it (the History tab's field names). */
const FIELD = (key: string) => `packages.form.fields.${key}`;

export const PACKAGE_FIELD_LABELS: Readonly<Record<string, string>> = {
  promo_img: FIELD('image'),
  title: FIELD('title'),
  title_ar: FIELD('titleAr'),
  description: FIELD('description'),
  description_ar: FIELD('descriptionAr'),
  package_type: FIELD('packageType'),
  center_type: FIELD('centerType'),
  clinic_id: FIELD('owner'),
  price_before: FIELD('priceBefore'),
  price_after: FIELD('priceAfter'),
  discount: FIELD('discount'),
  start_date: FIELD('startDate'),
  end_date: FIELD('endDate'),
};
