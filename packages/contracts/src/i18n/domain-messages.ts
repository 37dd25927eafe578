import type { Message } from './messages.ts';
import { webhookFieldMessages } from './webhook-messages.ts';

/**
 * The sentences of the store's domains (uploads, catalogue, products, orders, customers, coupons,
 * taxes) that both sides say: field codes and upload refusals. Kept apart from \`messages.ts\` so
 * the sign-in screens never carry them: the server adds them to the catalogue at start
 * (\`server-messages.ts\`) and the web app when it loads a store screen (\`addMessages\`).
 */
export const domainMessages = {
  // Error codes and field codes no sign-in screen meets
  'error.PLAN_LIMIT_REACHED': { ar: 'وصلت إلى حد باقتك الحالية', en: 'You have reached the limit of your plan' },
  'error.STORE_NOT_VERIFIED': { ar: 'متجرك لم يُفعّل بعد', en: 'Your store is not activated yet' },
  'error.DOMAIN_UNAVAILABLE': { ar: 'النطاق غير متاح أو غير صالح', en: 'The domain is unavailable or invalid' },
  'error.INSUFFICIENT_STOCK': { ar: 'الكمية المتوفرة غير كافية', en: 'Not enough stock' },
  'error.INVALID_STATUS_TRANSITION': { ar: 'لا يمكن نقل الطلب إلى هذه الحالة', en: 'The order cannot move to this status' },
  'error.FILE_TOO_LARGE': { ar: 'حجم الملف أكبر من المسموح', en: 'The file is too large' },
  'error.UNSUPPORTED_FILE_TYPE': { ar: 'نوع الملف غير مدعوم، الصور فقط', en: 'Unsupported file type: images only' },
  'error.COUPON_INVALID': { ar: 'الكوبون غير صالح', en: 'The coupon is not valid' },
  'error.COUPON_EXPIRED': { ar: 'انتهت صلاحية الكوبون', en: 'The coupon has expired' },
  'error.COUPON_MIN_AMOUNT': { ar: 'قيمة السلة أقل من الحد الأدنى للكوبون', en: 'The cart is below the coupon minimum' },
  'field.unknown_path': { ar: 'هذا الحقل غير موجود في تنسيق المتجر', en: 'This field does not exist in the store style' },
  'field.unknown_setting': {
    ar: 'هذا الإعداد غير موجود في تصميم الفاتورة',
    en: 'This setting does not exist in the invoice layout',
  },
  'field.invalid_color': { ar: 'اكتب اللون بصيغة ‎#RRGGBB، مثل ‎#111111', en: 'Write the colour as #RRGGBB, such as #111111' },
  'field.duplicate_status': { ar: 'هذه الحالة مكررة', en: 'This status is listed twice' },
  'field.no_changes': { ar: 'لا توجد تغييرات لحفظها', en: 'There are no changes to save' },
  'field.missing_placeholder': {
    ar: 'يجب أن يحتوي القالب على %s ليحل محله عنوان الصفحة',
    en: 'The template must contain %s, which the page title replaces',
  },
  // The store style's analytics ids (store/analytics-ids.ts)
  'field.invalid_web_analytics_id': {
    ar: 'أدخل معرّف قياس ⁦Google Analytics 4⁩ الذي يبدأ بـ ⁦G-⁩ ويليه 6 إلى 12 حرفًا إنجليزيًا أو رقمًا (مثل ⁦G-A1B2C3D4E5⁩)، أو معرّف حاوية ⁦Google Tag Manager⁩ الذي يبدأ بـ ⁦GTM-⁩ ويليه 4 إلى 10 (مثل ⁦GTM-AB12CD3⁩)',
    en: 'Enter a Google Analytics 4 measurement ID (G- followed by 6 to 12 letters or digits, such as G-A1B2C3D4E5) or a Google Tag Manager container ID (GTM- followed by 4 to 10, such as GTM-AB12CD3)',
  },
  'field.universal_analytics_retired': {
    ar: 'معرّفات ⁦Universal Analytics⁩ التي تبدأ بـ ⁦UA-⁩ لم تعد تجمع البيانات: أدخل معرّف القياس من ⁦Google Analytics 4⁩ الذي يبدأ بـ ⁦G-⁩',
    en: 'Universal Analytics IDs (UA-) no longer collect data: enter your Google Analytics 4 measurement ID, which starts with G-',
  },
  'field.pixel_not_web_analytics': {
    ar: 'هذا معرّف بكسل إعلانات: ضعه في خانة بكسل الإعلانات، وهنا معرّف ⁦Google Analytics⁩ أو ⁦Google Tag Manager⁩',
    en: 'This is an ads pixel ID: it goes under the ads pixel; here goes a Google Analytics or Google Tag Manager ID',
  },
  'field.invalid_social_pixel_id': {
    ar: 'أدخل معرّف بكسل ⁦Meta⁩ من 15 أو 16 رقمًا، أو معرّف بكسل ⁦TikTok⁩ من 20 حرفًا إنجليزيًا ورقمًا أولها حرف، أو معرّف بكسل ⁦Snap⁩ من 36 خانة (مثل ⁦1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f⁩)',
    en: 'Enter a Meta pixel ID (15 or 16 digits), a TikTok pixel ID (20 letters and digits, the first a letter) or a Snap pixel ID (36 characters, such as 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f)',
  },
  'field.web_analytics_not_pixel': {
    ar: 'هذا معرّف من ⁦Google⁩: ضعه في خانة تحليلات الموقع، وهنا معرّف بكسل ⁦Meta⁩ أو ⁦TikTok⁩ أو ⁦Snap⁩',
    en: 'This is a Google ID: it goes under web analytics; here goes a Meta, TikTok or Snap pixel ID',
  },
  'field.invalid_domain': {
    ar: 'النطاق من 3 إلى 63 خانة: حروف إنجليزية صغيرة وأرقام وشرطة بينها',
    en: 'A domain has 3 to 63 characters: lower-case letters, digits and inner hyphens',
  },
  'field.domain_taken': { ar: 'هذا النطاق محجوز لمتجر آخر', en: 'This domain belongs to another store' },
  'field.domain_reserved': { ar: 'هذا النطاق محجوز للمنصة', en: 'This domain is reserved by the platform' },
  'field.unknown_category': { ar: 'هذا التصنيف غير موجود', en: 'This category does not exist' },
  'field.invalid_identity_number': {
    ar: 'رقم الهوية من 5 إلى 20 رقمًا',
    en: 'The identity number has 5 to 20 digits',
  },
  'field.invalid_date': { ar: 'التاريخ غير صالح', en: 'The date is not valid' },
  'field.date_in_future': { ar: 'لا يمكن أن يكون التاريخ في المستقبل', en: 'The date cannot be in the future' },
  'field.too_young': { ar: 'يجب ألا يقل العمر عن 18 سنة', en: 'You must be at least 18 years old' },
  'field.terms_required': { ar: 'يجب الموافقة على الشروط والأحكام', en: 'You must accept the terms and conditions' },
  'field.invalid_time': { ar: 'الوقت بصيغة ساعة:دقيقة مثل 09:30', en: 'Use hours:minutes, such as 09:30' },
  'field.too_many_decimals': {
    ar: 'عدد الخانات العشرية أكثر مما تسمح به عملة المتجر',
    en: 'More decimals than the store currency allows',
  },
  'field.invalid_country': { ar: 'الدولة غير صالحة', en: 'The country is not valid' },
  'field.invalid_city': { ar: 'المدينة غير صالحة', en: 'The city is not valid' },
  'field.invalid_region': { ar: 'الحي أو المنطقة غير صالحة', en: 'The region is not valid' },
  'field.city_not_in_country': { ar: 'المدينة ليست في الدولة المختارة', en: 'The city is not in the chosen country' },
  'field.region_not_in_city': { ar: 'المنطقة ليست في المدينة المختارة', en: 'The region is not in the chosen city' },
  'field.coordinates_pair': {
    ar: 'أدخل خط العرض وخط الطول معًا',
    en: 'Enter the latitude and the longitude together',
  },
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
  'field.vat_number': {
    ar: 'الرقم الضريبي 15 رقمًا يبدأ بـ 3 وينتهي بـ 3',
    en: 'A VAT number is 15 digits, starting and ending with 3',
  },
  'field.name_bytes': {
    ar: 'الاسم أطول مما يتسع له رمز الاستجابة السريعة في الفاتورة الضريبية؛ اختصره أو استخدم حروفًا عربية أو لاتينية',
    en: "The name is longer than the tax invoice's QR code holds; shorten it or use Arabic or Latin letters",
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
  'field.range_too_long': { ar: 'المدة أطول من خمس سنوات', en: 'The range is longer than five years' },
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
  // Payments and shipping
  'field.payment_method_off': { ar: 'طريقة الدفع هذه متوقفة في متجرك', en: 'This payment method is turned off in your store' },
  'field.cod_city': {
    ar: 'الدفع عند الاستلام غير متاح في {city}',
    en: 'Cash on delivery is not offered in {city}',
  },
  'field.cod_branch': {
    ar: 'الدفع عند الاستلام غير متاح من هذا الفرع',
    en: 'Cash on delivery is not offered from this branch',
  },
  'field.cod_max': {
    ar: 'الطلب أكبر من أعلى قيمة للدفع عند الاستلام ({max})',
    en: 'The order is above the cash on delivery maximum ({max})',
  },
  'field.shipping_method_off': {
    ar: 'طريقة الشحن هذه متوقفة في متجرك',
    en: 'This shipping method is turned off in your store',
  },
  'field.iban_country': {
    ar: 'يبدأ الآيبان برمز دولة تعتمد الآيبان، مثل SA',
    en: 'An IBAN starts with the code of a country that uses IBANs, such as SA',
  },
  'field.iban_length': { ar: 'عدد خانات الآيبان لا يطابق دولته', en: 'The IBAN has the wrong length for its country' },
  'field.iban_check': {
    ar: 'الآيبان غير صحيح: راجع الأرقام كما في كشف الحساب',
    en: 'The IBAN is not valid: check its digits against your bank statement',
  },
  'field.moyasar_key': {
    ar: 'المفتاح السري من ⁦Moyasar⁩ يبدأ بـ ⁦sk_test_⁩ أو ⁦sk_live_⁩ (المفتاح الذي يبدأ بـ ⁦pk_⁩ هو المفتاح العام)',
    en: 'A Moyasar secret key starts with sk_test_ or sk_live_ (a key starting with pk_ is the publishable one)',
  },
  'field.moyasar_key_short': {
    ar: 'المفتاح قصير: بعد ⁦sk_test_⁩ أو ⁦sk_live_⁩ يأتي 10 أحرف إنجليزية أو أرقام على الأقل، فانسخه كاملًا من لوحة ⁦Moyasar⁩',
    en: 'This key is too short: after sk_test_ or sk_live_ come at least 10 letters or digits, so copy the whole key from your Moyasar dashboard',
  },
  'field.moyasar_key_chars': {
    ar: 'بعد ⁦sk_test_⁩ أو ⁦sk_live_⁩ لا يحمل المفتاح إلا أحرفًا إنجليزية وأرقامًا، حتى 120: انسخه كما هو من لوحة ⁦Moyasar⁩',
    en: 'After sk_test_ or sk_live_ a key has only English letters and digits, up to 120: copy it as it is from your Moyasar dashboard',
  },
  'field.moyasar_key_refused': {
    ar: 'رفض ⁦Moyasar⁩ هذا المفتاح: انسخه مرة أخرى من لوحة ⁦Moyasar⁩',
    en: 'Moyasar refused this key: copy it again from your Moyasar dashboard',
  },
  'field.carrier_key': { ar: 'مفتاح شركة الشحن أقصر من أن يكون صحيحًا', en: 'This carrier key is too short to be right' },
  'field.city_twice': { ar: 'ذُكرت مدينة أكثر من مرة', en: 'A city is listed more than once' },
  'field.cod_max_below_fee': {
    ar: 'الحد الأعلى للطلب لا يقل عن رسوم الدفع عند الاستلام',
    en: 'The order maximum cannot be below the cash on delivery fee',
  },
  'field.above_available': {
    ar: 'المبلغ أكبر من الرصيد المتاح ({available})',
    en: 'More than the available balance ({available})',
  },
  'field.above_outstanding': {
    ar: 'المبلغ أكبر من المتبقي على الطلب ({outstanding})',
    en: 'More than the order still owes ({outstanding})',
  },
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
  // ZATCA phase 2 (invoices/zatca.ts)
  'field.otp_digits': { ar: 'رمز التفعيل 6 أرقام', en: 'The code is 6 digits' },
  'field.otp_refused': {
    ar: 'رفضت الهيئة هذا الرمز: اطلب رمزًا جديدًا من بوابة فاتورة',
    en: 'ZATCA refused this code: get a new one from the Fatoora portal',
  },
  'field.building_number': { ar: 'رقم المبنى 4 أرقام', en: 'The building number is 4 digits' },
  'field.postal_code': { ar: 'الرمز البريدي 5 أرقام', en: 'The postal code is 5 digits' },
  'field.registration_number': {
    ar: 'السجل التجاري 10 أرقام؛ غيره حروف إنجليزية وأرقام فقط',
    en: 'A commercial registration is 10 digits; other ids are Latin letters and digits only',
  },
  'field.vat_number_required': {
    ar: 'أضف الرقم الضريبي للمتجر في الإعدادات أولًا',
    en: "Add the store's VAT number in settings first",
  },
  ...webhookFieldMessages,
} satisfies Record<string, Message>;
