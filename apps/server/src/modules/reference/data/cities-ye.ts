import type { CountryCities } from './types.ts';

/** Yemen: the capital of every governorate and the other main cities, with districts of the largest. */
export const YEMEN: CountryCities = {
  countryId: 'YE',
  cities: [
    // أمانة العاصمة ومحافظة صنعاء · Amanat Al Asimah and Sana'a
    [
      'sanaa',
      'صنعاء',
      "Sana'a",
      [
        ['old-city', 'صنعاء القديمة', "Old Sana'a"],
        ['tahrir', 'التحرير', 'At Tahrir'],
        ['haddah', 'حدة', 'Haddah'],
        ['sabeen', 'السبعين', "As Sab'een"],
        ['wahdah', 'الوحدة', 'Al Wahdah'],
        ['shuub', 'شعوب', "Shu'ub"],
        ['azal', 'آزال', 'Azal'],
        ['safiyah', 'الصافية', 'As Safiyah'],
        ['maeen', 'معين', "Ma'een"],
        ['thawrah', 'الثورة', 'Ath Thawrah'],
        ['bani-al-harith', 'بني الحارث', 'Bani Al Harith'],
      ],
    ],
    // عدن · Aden
    [
      'aden',
      'عدن',
      'Aden',
      [
        ['crater', 'كريتر', 'Crater'],
        ['mualla', 'المعلا', "Al Mu'alla"],
        ['tawahi', 'التواهي', 'At Tawahi'],
        ['khor-maksar', 'خور مكسر', 'Khor Maksar'],
        ['sheikh-othman', 'الشيخ عثمان', 'Sheikh Othman'],
        ['mansurah', 'المنصورة', 'Al Mansurah'],
        ['buraiqah', 'البريقة', 'Al Buraiqah'],
        ['dar-saad', 'دار سعد', "Dar Sa'd"],
      ],
    ],
    // تعز · Taiz
    [
      'taiz',
      'تعز',
      'Taiz',
      [
        ['qahirah', 'القاهرة', 'Al Qahirah'],
        ['mudhaffar', 'المظفر', 'Al Mudhaffar'],
        ['salah', 'صالة', 'Salah'],
        ['hawban', 'الحوبان', 'Al Hawban'],
        ['jahmaliyah', 'الجحملية', 'Al Jahmaliyah'],
        ['usayfirah', 'عصيفرة', 'Usayfirah'],
        ['wadi-al-qadi', 'وادي القاضي', 'Wadi Al Qadi'],
        ['bir-basha', 'بير باشا', 'Bir Basha'],
      ],
    ],
    ['turbah', 'التربة', 'At Turbah'],
    ['mokha', 'المخا', 'Mokha'],
    // الحديدة · Al Hudaydah
    ['hudaydah', 'الحديدة', 'Al Hudaydah'],
    ['zabid', 'زبيد', 'Zabid'],
    ['bajil', 'باجل', 'Bajil'],
    ['bayt-al-faqih', 'بيت الفقيه', 'Bayt Al Faqih'],
    // إب · Ibb
    ['ibb', 'إب', 'Ibb'],
    // ذمار · Dhamar
    ['dhamar', 'ذمار', 'Dhamar'],
    ['yarim', 'يريم', 'Yarim'],
    // حضرموت · Hadramawt
    [
      'mukalla',
      'المكلا',
      'Mukalla',
      [
        ['sharj', 'الشرج', 'Ash Sharj'],
        ['fuwwah', 'فوة', 'Fuwwah'],
        ['dis', 'الديس', 'Ad Dis'],
        ['khalaf', 'خلف', 'Khalaf'],
        ['munawwarah', 'المنورة', 'Al Munawwarah'],
        ['buwaysh', 'بويش', 'Buwaysh'],
        ['rukub', 'روكب', 'Rukub'],
      ],
    ],
    ['seiyun', 'سيئون', 'Seiyun'],
    ['tarim', 'تريم', 'Tarim'],
    ['shibam', 'شبام', 'Shibam'],
    ['shihr', 'الشحر', 'Ash Shihr'],
    // المهرة · Al Mahrah
    ['ghaydah', 'الغيضة', 'Al Ghaydah'],
    // شبوة · Shabwah
    ['ataq', 'عتق', 'Ataq'],
    // أبين · Abyan
    ['zinjibar', 'زنجبار', 'Zinjibar'],
    // لحج · Lahij
    ['lahij', 'لحج (الحوطة)', 'Lahij (Al Hawtah)'],
    // الضالع · Ad Dali'
    ['dhale', 'الضالع', "Ad Dali'"],
    // البيضاء · Al Bayda
    ['bayda', 'البيضاء', "Al Bayda'"],
    ['radaa', 'رداع', "Rada'a"],
    // مأرب · Marib
    ['marib', 'مأرب', 'Marib'],
    // الجوف · Al Jawf
    ['hazm', 'الحزم', 'Al Hazm'],
    // صعدة · Saada
    ['saada', 'صعدة', "Sa'dah"],
    // حجة · Hajjah
    ['hajjah', 'حجة', 'Hajjah'],
    ['haradh', 'حرض', 'Haradh'],
    // عمران · Amran
    ['amran', 'عمران', 'Amran'],
    // المحويت · Al Mahwit
    ['mahwit', 'المحويت', 'Al Mahwit'],
    // ريمة · Raymah
    ['jabin', 'الجبين', 'Al Jabin'],
    // أرخبيل سقطرى · Socotra
    ['hadibu', 'حديبو', 'Hadibu'],
  ],
};
