/**
 * Word lists the benchmark dataset builds product names from. Arabic names carry hamza forms,
 * taa marbuta, alef maqsura and a few vowel marks, as merchants type them, so searches that
 * ignore letter forms have something to ignore.
 */
export const PRODUCT_KINDS: readonly [string, string][] = [
  ['عطر', 'Perfume'],
  ['دهن عود', 'Oud oil'],
  ['بخور', 'Bakhoor'],
  ['مسك', 'Musk'],
  ['عود مُعطّر', 'Scented oud'],
  ['معمول', 'Maamoul incense'],
  ['كريم جسم', 'Body cream'],
  ['صابون', 'Soap'],
  ['شمعة', 'Candle'],
  ['مبخرة', 'Incense burner'],
  ['زيت شعر', 'Hair oil'],
  ['بخاخ جسم', 'Body mist'],
  ['طقم هدايا', 'Gift set'],
  ['معطّر مفارش', 'Linen spray'],
  ['إكسير', 'Elixir'],
  ['أمبر', 'Amber'],
];

export const PRODUCT_QUALITIES: readonly [string, string][] = [
  ['ملكي', 'Royal'],
  ['فاخر', 'Luxury'],
  ['كلاسيكي', 'Classic'],
  ['أصيل', 'Authentic'],
  ['مميّز', 'Special'],
  ['شرقي', 'Oriental'],
  ['ذهبي', 'Golden'],
  ['خليجي', 'Gulf'],
  ['أسود', 'Black'],
  ['أبيض', 'White'],
  ['آسر', 'Captivating'],
  ['نادر', 'Rare'],
];

export const PRODUCT_NOTES: readonly [string, string][] = [
  ['بالورد الطائفي', 'with Taif rose'],
  ['بالعنبر', 'with amber'],
  ['بالزعفران', 'with saffron'],
  ['بالياسمين', 'with jasmine'],
  ['بالفانيليا', 'with vanilla'],
  ['بالمسك الأبيض', 'with white musk'],
  ['بالصندل', 'with sandalwood'],
  ['بالعود الكمبودي', 'with Cambodian oud'],
  ['باللافندر', 'with lavender'],
  ['بالبرتقال', 'with orange'],
  ['بالهيل', 'with cardamom'],
  ['بورد مكة', 'with Makkah rose'],
  ['بزهر الليمون', 'with lemon blossom'],
  ['بالفلّ', 'with Arabian jasmine'],
  ['بالبخور اليمني', 'with Yemeni incense'],
  ['بنفحة ليلى', 'Layla note'],
];

export const SIZES: readonly string[] = ['30 مل', '50 مل', '75 مل', '100 مل', '150 مل', '200 مل'];

export const CATEGORY_TREE: readonly { name: string; nameEn: string; children: [string, string][] }[] = [
  {
    name: 'العطور',
    nameEn: 'Perfumes',
    children: [
      ['عطور رجالية', "Men's perfumes"],
      ['عطور نسائية', "Women's perfumes"],
      ['عطور للجنسين', 'Unisex perfumes'],
      ['عطور مركّزة', 'Perfume oils'],
    ],
  },
  {
    name: 'العود والبخور',
    nameEn: 'Oud and incense',
    children: [
      ['دهن العود', 'Oud oil'],
      ['بخور', 'Bakhoor'],
      ['عود طبيعي', 'Natural oud'],
      ['معمول', 'Maamoul'],
    ],
  },
  {
    name: 'العناية بالجسم',
    nameEn: 'Body care',
    children: [
      ['كريمات', 'Creams'],
      ['صابون', 'Soap'],
      ['زيوت الشعر', 'Hair oils'],
    ],
  },
  {
    name: 'المنزل',
    nameEn: 'Home',
    children: [
      ['شموع', 'Candles'],
      ['مباخر', 'Burners'],
      ['معطرات المفارش', 'Linen sprays'],
    ],
  },
  {
    name: 'الهدايا',
    nameEn: 'Gifts',
    children: [
      ['أطقم هدايا', 'Gift sets'],
      ['هدايا رمضان والعيد', 'Ramadan and Eid gifts'],
      ['صناديق فاخرة', 'Luxury boxes'],
    ],
  },
];

export const BRANDS: readonly [string, string][] = [
  ['دار العود', 'الإمارات'],
  ['بيت البخور', 'السعودية'],
  ['عطور الحرمين', 'السعودية'],
  ['مسك الخليج', 'الكويت'],
  ['أنفاس اليمن', 'اليمن'],
  ['عبق الشرق', 'عُمان'],
  ['ورد الطائف', 'السعودية'],
  ['لمسة ذهب', 'قطر'],
  ['نسائم البحرين', 'البحرين'],
  ['إرث العطور', 'الأردن'],
  ['عنبر مصر', 'مصر'],
  ['ليالي مكة', 'السعودية'],
  ['Oud Atelier', 'France'],
  ['Amber House', 'United Kingdom'],
  ['Saffron & Co', 'India'],
  ['دهن الملوك', 'الإمارات'],
  ['ريحة هيل', 'الكويت'],
  ['عود سيام', 'تايلاند'],
  ['زهرة الصحراء', 'السعودية'],
  ['فوّاح', 'اليمن'],
];
