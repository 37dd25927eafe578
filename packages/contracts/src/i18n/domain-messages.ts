import type { Message } from './messages.ts';

/**
 * The sentences of the store's domains (uploads, catalogue, products, orders, customers, coupons,
 * taxes) that both sides say: field codes and upload refusals. Kept apart from \`messages.ts\` so
 * the sign-in screens never carry them: the server adds them to the catalogue at start
 * (\`server-messages.ts\`) and the web app when it loads a store screen (\`addMessages\`).
 */
export const domainMessages = {
  // Uploads
  'upload.done': { ar: 'تم رفع الصورة', en: 'Image uploaded' },
  'upload.tooLarge': {
    ar: 'حجم الصورة أكبر من {max} ميغابايت، اختر صورة أصغر',
    en: 'The image is larger than {max} MB; choose a smaller one',
  },
  'upload.notAnImage': {
    ar: 'الملف ليس صورة مدعومة، اختر صورة JPEG أو PNG أو WebP أو GIF أو AVIF',
    en: 'This file is not a supported image; choose a JPEG, PNG, WebP, GIF or AVIF image',
  },
  'upload.tooManyPixels': {
    ar: 'أبعاد الصورة كبيرة جدًا، اختر صورة لا تزيد على {max} ميغابكسل',
    en: 'The image has too many pixels; choose one of at most {max} megapixels',
  },
  'upload.oneFile': { ar: 'أرسل صورة واحدة في الحقل file', en: 'Send one image in the field "file"' },

  // Catalogue: categories, brands, units
  'field.name_taken': { ar: 'هذا الاسم مستخدم من قبل في متجرك', en: 'This name is already used in your store' },
  'field.sibling_name_taken': {
    ar: 'يوجد تصنيف بهذا الاسم في المستوى نفسه',
    en: 'A category with this name already exists at this level',
  },
  'field.category_cycle': {
    ar: 'لا يمكن نقل التصنيف إلى داخل نفسه أو أحد تصنيفاته الفرعية',
    en: 'A category cannot move inside itself or one of its sub-categories',
  },
  'field.letters_only': { ar: 'يُسمح بالحروف والمسافات فقط', en: 'Letters and spaces only' },
  // Products
  'field.sku_taken': { ar: 'رمز SKU مستخدم لمنتج آخر في متجرك', en: 'Another product in your store has this SKU' },
  'field.invalid_colour': { ar: 'اختر لونًا بصيغة ‎#RRGGBB', en: 'Choose a colour as #RRGGBB' },
  'field.colour_required': { ar: 'اختر لون هذه القيمة', en: 'Choose the colour of this value' },
  'field.duplicate_value': { ar: 'هذه القيمة مكررة في الخيار', en: 'This value is repeated in the option' },
  'field.duplicate_option': { ar: 'يوجد خيار بهذا الاسم', en: 'An option with this name exists' },
  'field.too_many_variants': { ar: 'الخيارات تصنع أكثر من 100 نوع', en: 'The options make more than 100 variants' },
  'field.variant_values': { ar: 'قيم النوع لا تطابق الخيارات', en: "The variant's values do not match the options" },
  'field.sale_not_above_price': {
    ar: 'السعر قبل الخصم يجب أن يزيد على السعر',
    en: 'The compare-at price must be above the price',
  },
  'field.discount_above_price': { ar: 'الخصم أكبر من السعر', en: 'The discount is above the price' },
  'field.invalid_slug': { ar: 'حروف وأرقام وشرطات فقط، دون مسافات', en: 'Letters, digits and dashes only, no spaces' },
  'field.range_reversed': { ar: 'الحد الأعلى أقل من الحد الأدنى', en: 'The maximum is below the minimum' },
  'field.one_target': { ar: 'اختر منتجًا أو تصنيفًا واحدًا', en: 'Choose one product or one category' },
  'field.duplicate_item': { ar: 'مكرر في هذه القائمة', en: 'Repeated in this list' },
  'field.has_variants': {
    ar: 'لهذا المنتج أنواع، عدّل كمياتها من إدارة المخزون',
    en: 'This product has variants; change their stock in stock management',
  },
  'field.no_variants': { ar: 'هذا المنتج ليس له أنواع', en: 'This product has no variants' },
  'field.unknown_variant': { ar: 'هذا النوع ليس من أنواع المنتج', en: "This variant is not one of the product's" },
  'field.unknown_column': { ar: 'عمود غير معروف', en: 'Unknown column' },
  // Orders, customers, coupons, taxes
  'field.digits_only': { ar: 'أرقام فقط', en: 'Digits only' },
  'field.percent_decimals': { ar: 'منزلتان عشريتان على الأكثر', en: 'At most two decimals' },
  'field.percent_range': { ar: 'النسبة بين 0 و100', en: 'The percentage is between 0 and 100' },
  'field.code_taken': { ar: 'هذا الرمز مستخدم في متجرك', en: 'This code is already used in your store' },
  'field.phone_taken': { ar: 'لديك عميل بهذا الرقم', en: 'You already have a customer with this number' },
  'field.date_past': { ar: 'اختر تاريخًا لم يمضِ', en: 'Choose a date that has not passed' },
  'field.missing_column': { ar: 'هذا العمود مطلوب في الملف', en: 'The file needs this column' },
  'field.not_a_number': { ar: 'اكتب رقمًا', en: 'Write a number' },
  'field.not_yes_no': { ar: 'اكتب نعم أو لا', en: 'Write yes or no' },
  'field.no_main_warehouse': {
    ar: 'أضف فرعًا رئيسيًا أولاً ليحفظ المخزون',
    en: 'Add a main branch first to hold the stock',
  },
  'field.unknown_brand': { ar: 'هذه العلامة التجارية غير موجودة', en: 'This brand does not exist' },
  'field.unknown_unit': { ar: 'هذه الوحدة غير موجودة', en: 'This unit does not exist' },
  'field.unknown_warehouse': { ar: 'هذا المستودع غير موجود في متجرك', en: 'This warehouse is not in your store' },
  'field.duplicate_warehouse': { ar: 'هذا المستودع مكرر', en: 'This warehouse is listed twice' },
  'field.custom_url_taken': { ar: 'هذا الرابط مستخدم لمنتج آخر', en: 'Another product uses this link' },
} satisfies Record<string, Message>;
