/**
 * Tunisia's administrative geography: the 24 governorates (gouvernorats) and
 * their delegations (mutamadiyat, 264 in the official list), spelled in the
 * usual French/Latin transliteration used by Tunisian delivery companies.
 *
 * Every delegation list ends with the catch-all entry "Other".
 */

/** A governorate with its delegations; the last delegation is always "Other". */
export interface Governorate {
  name: string;
  delegations: readonly string[];
}

/** Catch-all delegation appended to every governorate. */
const OTHER = 'Other';

function governorate(name: string, delegations: readonly string[]): Governorate {
  return Object.freeze({ name, delegations: Object.freeze([...delegations, OTHER]) });
}

/** The 24 governorates of Tunisia, each with its delegations ending with "Other". */
export const GOVERNORATES: readonly Governorate[] = Object.freeze([
  governorate('Tunis', [
    'Bab El Bhar',
    'Bab Souika',
    'Carthage',
    'Cité El Khadra',
    'Djebel Jelloud',
    'El Kabaria',
    'El Menzah',
    'El Omrane',
    'El Omrane Supérieur',
    'El Ouardia',
    'Ettahrir',
    'Ezzouhour',
    'Hraïria',
    'La Goulette',
    'La Marsa',
    'La Médina',
    'Le Bardo',
    'Le Kram',
    'Séjoumi',
    'Sidi El Béchir',
    'Sidi Hassine',
  ]),
  governorate('Ariana', [
    'Ariana Ville',
    'Ettadhamen',
    'Kalaât El Andalous',
    'La Soukra',
    'Mnihla',
    'Raoued',
    'Sidi Thabet',
  ]),
  governorate('Ben Arous', [
    'Ben Arous',
    'Bou Mhel El Bassatine',
    'El Mourouj',
    'Ezzahra',
    'Fouchana',
    'Hammam Chott',
    'Hammam Lif',
    'Medina Jedida',
    'Mégrine',
    'Mohamedia',
    'Mornag',
    'Radès',
  ]),
  governorate('Manouba', [
    'Borj El Amri',
    'Djedeida',
    'Douar Hicher',
    'El Battan',
    'Manouba',
    'Mornaguia',
    'Oued Ellil',
    'Tebourba',
  ]),
  governorate('Nabeul', [
    'Béni Khalled',
    'Béni Khiar',
    'Bou Argoub',
    'Dar Chaâbane El Fehri',
    'El Haouaria',
    'El Mida',
    'Grombalia',
    'Hammam Ghezèze',
    'Hammamet',
    'Kélibia',
    'Korba',
    'Menzel Bouzelfa',
    'Menzel Temime',
    'Nabeul',
    'Soliman',
    'Takelsa',
  ]),
  governorate('Zaghouan', ['Bir Mcherga', 'El Fahs', 'Ennadhour', 'Saouaf', 'Zaghouan', 'Zriba']),
  governorate('Bizerte', [
    'Bizerte Nord',
    'Bizerte Sud',
    'El Alia',
    'Ghar El Melh',
    'Ghezala',
    'Jarzouna',
    'Joumine',
    'Mateur',
    'Menzel Bourguiba',
    'Menzel Jemil',
    'Ras Jebel',
    'Sejnane',
    'Tinja',
    'Utique',
  ]),
  governorate('Béja', [
    'Amdoun',
    'Béja Nord',
    'Béja Sud',
    'Goubellat',
    'Medjez El Bab',
    'Nefza',
    'Téboursouk',
    'Testour',
    'Tibar',
  ]),
  governorate('Jendouba', [
    'Aïn Draham',
    'Balta Bou Aouane',
    'Bou Salem',
    'Fernana',
    'Ghardimaou',
    'Jendouba',
    'Jendouba Nord',
    'Oued Meliz',
    'Tabarka',
  ]),
  governorate('Le Kef', [
    'Dahmani',
    'El Ksour',
    'Jérissa',
    'Kalaat Khasba',
    'Kalaat Senan',
    'Kef Est',
    'Kef Ouest',
    'Nebeur',
    'Sakiet Sidi Youssef',
    'Sers',
    'Tajerouine',
  ]),
  governorate('Siliana', [
    'Bargou',
    'Bou Arada',
    'Bourouis',
    'El Aroussa',
    'El Krib',
    'Gaâfour',
    'Kesra',
    'Makthar',
    'Rouhia',
    'Siliana Nord',
    'Siliana Sud',
  ]),
  governorate('Sousse', [
    'Akouda',
    'Bouficha',
    'Enfidha',
    'Hammam Sousse',
    'Hergla',
    'Kalâa Kebira',
    'Kalâa Seghira',
    'Kondar',
    'Msaken',
    'Sidi Bou Ali',
    'Sidi El Hani',
    'Sousse Jawhara',
    'Sousse Médina',
    'Sousse Riadh',
    'Sousse Sidi Abdelhamid',
    'Zaouiet Ksibet Thrayet',
  ]),
  governorate('Monastir', [
    'Bekalta',
    'Bembla',
    'Beni Hassen',
    'Jemmal',
    'Ksar Hellal',
    'Ksibet El Médiouni',
    'Moknine',
    'Monastir',
    'Ouerdanine',
    'Sahline',
    'Sayada Lamta Bou Hajar',
    'Téboulba',
    'Zéramdine',
  ]),
  governorate('Mahdia', [
    'Bou Merdes',
    'Chebba',
    'Chorbane',
    'El Jem',
    'Hebira',
    'Ksour Essef',
    'Mahdia',
    'Melloulèche',
    'Ouled Chamekh',
    'Sidi Alouane',
    'Souassi',
  ]),
  governorate('Sfax', [
    'Agareb',
    'Bir Ali Ben Khalifa',
    'El Amra',
    'El Hencha',
    'Ghraiba',
    'Jebiniana',
    'Kerkennah',
    'Mahares',
    'Menzel Chaker',
    'Sakiet Eddaier',
    'Sakiet Ezzit',
    'Sfax Ouest',
    'Sfax Sud',
    'Sfax Ville',
    'Skhira',
    'Thyna',
  ]),
  governorate('Kairouan', [
    'Bouhajla',
    'Chebika',
    'Chrarda',
    'El Alâa',
    'Haffouz',
    'Hajeb El Ayoun',
    'Kairouan Nord',
    'Kairouan Sud',
    'Nasrallah',
    'Oueslatia',
    'Sbikha',
  ]),
  governorate('Kasserine', [
    'El Ayoun',
    'Ezzouhour',
    'Fériana',
    'Foussana',
    'Haïdra',
    'Hassi El Ferid',
    'Jedelienne',
    'Kasserine Nord',
    'Kasserine Sud',
    'Majel Bel Abbès',
    'Sbeïtla',
    'Sbiba',
    'Thala',
  ]),
  governorate('Sidi Bouzid', [
    'Bir El Hafey',
    'Cebbala Ouled Asker',
    'Jilma',
    'Meknassy',
    'Menzel Bouzaiane',
    'Mezzouna',
    'Ouled Haffouz',
    'Regueb',
    'Sidi Ali Ben Aoun',
    'Sidi Bouzid Est',
    'Sidi Bouzid Ouest',
    'Souk Jedid',
  ]),
  governorate('Gabès', [
    'El Hamma',
    'Gabès Médina',
    'Gabès Ouest',
    'Gabès Sud',
    'Ghannouch',
    'Mareth',
    'Matmata',
    'Menzel El Habib',
    'Métouia',
    'Nouvelle Matmata',
  ]),
  governorate('Médenine', [
    'Ben Guerdane',
    'Beni Khedache',
    'Djerba Ajim',
    'Djerba Houmt Souk',
    'Djerba Midoun',
    'Médenine Nord',
    'Médenine Sud',
    'Sidi Makhlouf',
    'Zarzis',
  ]),
  governorate('Tataouine', [
    'Bir Lahmar',
    'Dehiba',
    'Ghomrassen',
    'Remada',
    'Smâr',
    'Tataouine Nord',
    'Tataouine Sud',
  ]),
  governorate('Gafsa', [
    'Belkhir',
    'El Guettar',
    'El Ksar',
    'Gafsa Nord',
    'Gafsa Sud',
    'Mdhilla',
    'Métlaoui',
    'Oum El Araïes',
    'Redeyef',
    'Sened',
    'Sidi Aïch',
  ]),
  governorate('Tozeur', ['Degache', 'Hazoua', 'Nefta', 'Tameghza', 'Tozeur']),
  governorate('Kébili', [
    'Douz Nord',
    'Douz Sud',
    'El Faouar',
    'Kébili Nord',
    'Kébili Sud',
    'Souk Lahad',
  ]),
]);

/** Names of the 24 governorates. */
export const GOVERNORATE_NAMES: readonly string[] = GOVERNORATES.map((g) => g.name);

const BY_NAME: ReadonlyMap<string, Governorate> = new Map(
  GOVERNORATES.map((g) => [g.name, g] as const),
);

/** Delegations of a governorate (empty when unknown). */
export function delegationsOf(governorate: string): readonly string[] {
  return BY_NAME.get(governorate)?.delegations ?? [];
}

/** Whether `delegation` belongs to `governorate`. */
export function isKnownDelegation(governorate: string, delegation: string): boolean {
  return delegationsOf(governorate).includes(delegation);
}

/** Arabic names of the governorates, by their French name (pickers accept either spelling). */
export const GOVERNORATE_ARABIC_NAMES: Readonly<Record<string, string>> = Object.freeze({
  Tunis: 'تونس',
  Ariana: 'أريانة',
  'Ben Arous': 'بن عروس',
  Manouba: 'منوبة',
  Nabeul: 'نابل',
  Zaghouan: 'زغوان',
  Bizerte: 'بنزرت',
  Béja: 'باجة',
  Jendouba: 'جندوبة',
  'Le Kef': 'الكاف',
  Siliana: 'سليانة',
  Sousse: 'سوسة',
  Monastir: 'المنستير',
  Mahdia: 'المهدية',
  Sfax: 'صفاقس',
  Kairouan: 'القيروان',
  Kasserine: 'القصرين',
  'Sidi Bouzid': 'سيدي بوزيد',
  Gabès: 'قابس',
  Médenine: 'مدنين',
  Tataouine: 'تطاوين',
  Gafsa: 'قفصة',
  Tozeur: 'توزر',
  Kébili: 'قبلي',
});

/** Arabic name of the catch-all delegation. */
const OTHER_ARABIC = 'أخرى';

/**
 * Arabic names of the delegations, by governorate then delegation (French names, as `GOVERNORATES`
 * spells them); "Other" is `أخرى` everywhere. Pickers accept and show either spelling.
 */
export const DELEGATION_ARABIC_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> =
  Object.freeze({
    Tunis: {
      'Bab El Bhar': 'باب البحر',
      'Bab Souika': 'باب سويقة',
      Carthage: 'قرطاج',
      'Cité El Khadra': 'حي الخضراء',
      'Djebel Jelloud': 'جبل الجلود',
      'El Kabaria': 'الكبارية',
      'El Menzah': 'المنزه',
      'El Omrane': 'العمران',
      'El Omrane Supérieur': 'العمران الأعلى',
      'El Ouardia': 'الوردية',
      Ettahrir: 'التحرير',
      Ezzouhour: 'الزهور',
      Hraïria: 'الحرايرية',
      'La Goulette': 'حلق الوادي',
      'La Marsa': 'المرسى',
      'La Médina': 'المدينة',
      'Le Bardo': 'باردو',
      'Le Kram': 'الكرم',
      Séjoumi: 'السيجومي',
      'Sidi El Béchir': 'سيدي البشير',
      'Sidi Hassine': 'سيدي حسين',
    },
    Ariana: {
      'Ariana Ville': 'أريانة المدينة',
      Ettadhamen: 'التضامن',
      'Kalaât El Andalous': 'قلعة الأندلس',
      'La Soukra': 'سكرة',
      Mnihla: 'المنيهلة',
      Raoued: 'رواد',
      'Sidi Thabet': 'سيدي ثابت',
    },
    'Ben Arous': {
      'Ben Arous': 'بن عروس',
      'Bou Mhel El Bassatine': 'بومهل البساتين',
      'El Mourouj': 'المروج',
      Ezzahra: 'الزهراء',
      Fouchana: 'فوشانة',
      'Hammam Chott': 'حمام الشط',
      'Hammam Lif': 'حمام الأنف',
      'Medina Jedida': 'المدينة الجديدة',
      Mégrine: 'مقرين',
      Mohamedia: 'المحمدية',
      Mornag: 'مرناق',
      Radès: 'رادس',
    },
    Manouba: {
      'Borj El Amri': 'برج العامري',
      Djedeida: 'الجديدة',
      'Douar Hicher': 'دوار هيشر',
      'El Battan': 'البطان',
      Manouba: 'منوبة',
      Mornaguia: 'المرناقية',
      'Oued Ellil': 'وادي الليل',
      Tebourba: 'طبربة',
    },
    Nabeul: {
      'Béni Khalled': 'بني خلاد',
      'Béni Khiar': 'بني خيار',
      'Bou Argoub': 'بوعرقوب',
      'Dar Chaâbane El Fehri': 'دار شعبان الفهري',
      'El Haouaria': 'الهوارية',
      'El Mida': 'الميدة',
      Grombalia: 'قرمبالية',
      'Hammam Ghezèze': 'حمام الغزاز',
      Hammamet: 'الحمامات',
      Kélibia: 'قليبية',
      Korba: 'قربة',
      'Menzel Bouzelfa': 'منزل بوزلفة',
      'Menzel Temime': 'منزل تميم',
      Nabeul: 'نابل',
      Soliman: 'سليمان',
      Takelsa: 'تاكلسة',
    },
    Zaghouan: {
      'Bir Mcherga': 'بئر مشارقة',
      'El Fahs': 'الفحص',
      Ennadhour: 'الناظور',
      Saouaf: 'صواف',
      Zaghouan: 'زغوان',
      Zriba: 'الزريبة',
    },
    Bizerte: {
      'Bizerte Nord': 'بنزرت الشمالية',
      'Bizerte Sud': 'بنزرت الجنوبية',
      'El Alia': 'العالية',
      'Ghar El Melh': 'غار الملح',
      Ghezala: 'غزالة',
      Jarzouna: 'جرزونة',
      Joumine: 'جومين',
      Mateur: 'ماطر',
      'Menzel Bourguiba': 'منزل بورقيبة',
      'Menzel Jemil': 'منزل جميل',
      'Ras Jebel': 'رأس الجبل',
      Sejnane: 'سجنان',
      Tinja: 'تينجة',
      Utique: 'أوتيك',
    },
    Béja: {
      Amdoun: 'عمدون',
      'Béja Nord': 'باجة الشمالية',
      'Béja Sud': 'باجة الجنوبية',
      Goubellat: 'قبلاط',
      'Medjez El Bab': 'مجاز الباب',
      Nefza: 'نفزة',
      Téboursouk: 'تبرسق',
      Testour: 'تستور',
      Tibar: 'تيبار',
    },
    Jendouba: {
      'Aïn Draham': 'عين دراهم',
      'Balta Bou Aouane': 'بلطة بوعوان',
      'Bou Salem': 'بوسالم',
      Fernana: 'فرنانة',
      Ghardimaou: 'غار الدماء',
      Jendouba: 'جندوبة',
      'Jendouba Nord': 'جندوبة الشمالية',
      'Oued Meliz': 'وادي مليز',
      Tabarka: 'طبرقة',
    },
    'Le Kef': {
      Dahmani: 'الدهماني',
      'El Ksour': 'القصور',
      Jérissa: 'الجريصة',
      'Kalaat Khasba': 'القلعة الخصباء',
      'Kalaat Senan': 'قلعة سنان',
      'Kef Est': 'الكاف الشرقية',
      'Kef Ouest': 'الكاف الغربية',
      Nebeur: 'نبر',
      'Sakiet Sidi Youssef': 'ساقية سيدي يوسف',
      Sers: 'السرس',
      Tajerouine: 'تاجروين',
    },
    Siliana: {
      Bargou: 'برقو',
      'Bou Arada': 'بوعرادة',
      Bourouis: 'بورويس',
      'El Aroussa': 'العروسة',
      'El Krib': 'الكريب',
      Gaâfour: 'قعفور',
      Kesra: 'كسرى',
      Makthar: 'مكثر',
      Rouhia: 'الروحية',
      'Siliana Nord': 'سليانة الشمالية',
      'Siliana Sud': 'سليانة الجنوبية',
    },
    Sousse: {
      Akouda: 'أكودة',
      Bouficha: 'بوفيشة',
      Enfidha: 'النفيضة',
      'Hammam Sousse': 'حمام سوسة',
      Hergla: 'هرقلة',
      'Kalâa Kebira': 'القلعة الكبرى',
      'Kalâa Seghira': 'القلعة الصغرى',
      Kondar: 'كندار',
      Msaken: 'مساكن',
      'Sidi Bou Ali': 'سيدي بوعلي',
      'Sidi El Hani': 'سيدي الهاني',
      'Sousse Jawhara': 'سوسة جوهرة',
      'Sousse Médina': 'سوسة المدينة',
      'Sousse Riadh': 'سوسة الرياض',
      'Sousse Sidi Abdelhamid': 'سوسة سيدي عبد الحميد',
      'Zaouiet Ksibet Thrayet': 'الزاوية القصيبة الثريات',
    },
    Monastir: {
      Bekalta: 'البقالطة',
      Bembla: 'بنبلة',
      'Beni Hassen': 'بني حسان',
      Jemmal: 'جمال',
      'Ksar Hellal': 'قصر هلال',
      'Ksibet El Médiouni': 'قصيبة المديوني',
      Moknine: 'المكنين',
      Monastir: 'المنستير',
      Ouerdanine: 'الوردانين',
      Sahline: 'الساحلين',
      'Sayada Lamta Bou Hajar': 'صيادة لمطة بوحجر',
      Téboulba: 'طبلبة',
      Zéramdine: 'زرمدين',
    },
    Mahdia: {
      'Bou Merdes': 'بومرداس',
      Chebba: 'الشابة',
      Chorbane: 'شربان',
      'El Jem': 'الجم',
      Hebira: 'هبيرة',
      'Ksour Essef': 'قصور الساف',
      Mahdia: 'المهدية',
      Melloulèche: 'ملولش',
      'Ouled Chamekh': 'أولاد الشامخ',
      'Sidi Alouane': 'سيدي علوان',
      Souassi: 'السواسي',
    },
    Sfax: {
      Agareb: 'عقارب',
      'Bir Ali Ben Khalifa': 'بئر علي بن خليفة',
      'El Amra': 'العامرة',
      'El Hencha': 'الحنشة',
      Ghraiba: 'الغريبة',
      Jebiniana: 'جبنيانة',
      Kerkennah: 'قرقنة',
      Mahares: 'المحرس',
      'Menzel Chaker': 'منزل شاكر',
      'Sakiet Eddaier': 'ساقية الدائر',
      'Sakiet Ezzit': 'ساقية الزيت',
      'Sfax Ouest': 'صفاقس الغربية',
      'Sfax Sud': 'صفاقس الجنوبية',
      'Sfax Ville': 'صفاقس المدينة',
      Skhira: 'الصخيرة',
      Thyna: 'طينة',
    },
    Kairouan: {
      Bouhajla: 'بوحجلة',
      Chebika: 'الشبيكة',
      Chrarda: 'الشراردة',
      'El Alâa': 'العلا',
      Haffouz: 'حفوز',
      'Hajeb El Ayoun': 'حاجب العيون',
      'Kairouan Nord': 'القيروان الشمالية',
      'Kairouan Sud': 'القيروان الجنوبية',
      Nasrallah: 'نصر الله',
      Oueslatia: 'الوسلاتية',
      Sbikha: 'السبيخة',
    },
    Kasserine: {
      'El Ayoun': 'العيون',
      Ezzouhour: 'الزهور',
      Fériana: 'فريانة',
      Foussana: 'فوسانة',
      Haïdra: 'حيدرة',
      'Hassi El Ferid': 'حاسي الفريد',
      Jedelienne: 'جدليان',
      'Kasserine Nord': 'القصرين الشمالية',
      'Kasserine Sud': 'القصرين الجنوبية',
      'Majel Bel Abbès': 'ماجل بلعباس',
      Sbeïtla: 'سبيطلة',
      Sbiba: 'سبيبة',
      Thala: 'تالة',
    },
    'Sidi Bouzid': {
      'Bir El Hafey': 'بئر الحفي',
      'Cebbala Ouled Asker': 'السبالة أولاد عسكر',
      Jilma: 'جلمة',
      Meknassy: 'المكناسي',
      'Menzel Bouzaiane': 'منزل بوزيان',
      Mezzouna: 'المزونة',
      'Ouled Haffouz': 'أولاد حفوز',
      Regueb: 'الرقاب',
      'Sidi Ali Ben Aoun': 'سيدي علي بن عون',
      'Sidi Bouzid Est': 'سيدي بوزيد الشرقية',
      'Sidi Bouzid Ouest': 'سيدي بوزيد الغربية',
      'Souk Jedid': 'السوق الجديد',
    },
    Gabès: {
      'El Hamma': 'الحامة',
      'Gabès Médina': 'قابس المدينة',
      'Gabès Ouest': 'قابس الغربية',
      'Gabès Sud': 'قابس الجنوبية',
      Ghannouch: 'غنوش',
      Mareth: 'مارث',
      Matmata: 'مطماطة',
      'Menzel El Habib': 'منزل الحبيب',
      Métouia: 'المطوية',
      'Nouvelle Matmata': 'مطماطة الجديدة',
    },
    Médenine: {
      'Ben Guerdane': 'بن قردان',
      'Beni Khedache': 'بني خداش',
      'Djerba Ajim': 'جربة أجيم',
      'Djerba Houmt Souk': 'جربة حومة السوق',
      'Djerba Midoun': 'جربة ميدون',
      'Médenine Nord': 'مدنين الشمالية',
      'Médenine Sud': 'مدنين الجنوبية',
      'Sidi Makhlouf': 'سيدي مخلوف',
      Zarzis: 'جرجيس',
    },
    Tataouine: {
      'Bir Lahmar': 'بئر الأحمر',
      Dehiba: 'الذهيبة',
      Ghomrassen: 'غمراسن',
      Remada: 'رمادة',
      Smâr: 'الصمار',
      'Tataouine Nord': 'تطاوين الشمالية',
      'Tataouine Sud': 'تطاوين الجنوبية',
    },
    Gafsa: {
      Belkhir: 'بلخير',
      'El Guettar': 'القطار',
      'El Ksar': 'القصر',
      'Gafsa Nord': 'قفصة الشمالية',
      'Gafsa Sud': 'قفصة الجنوبية',
      Mdhilla: 'المظيلة',
      Métlaoui: 'المتلوي',
      'Oum El Araïes': 'أم العرائس',
      Redeyef: 'الرديف',
      Sened: 'السند',
      'Sidi Aïch': 'سيدي عيش',
    },
    Tozeur: {
      Degache: 'دقاش',
      Hazoua: 'حزوة',
      Nefta: 'نفطة',
      Tameghza: 'تمغزة',
      Tozeur: 'توزر',
    },
    Kébili: {
      'Douz Nord': 'دوز الشمالية',
      'Douz Sud': 'دوز الجنوبية',
      'El Faouar': 'الفوار',
      'Kébili Nord': 'قبلي الشمالية',
      'Kébili Sud': 'قبلي الجنوبية',
      'Souk Lahad': 'سوق الأحد',
    },
  });

/** Arabic name of a delegation of a governorate (undefined when either is unknown). */
export function delegationArabicName(governorate: string, delegation: string): string | undefined {
  if (delegation === OTHER && BY_NAME.has(governorate)) return OTHER_ARABIC;
  return DELEGATION_ARABIC_NAMES[governorate]?.[delegation];
}

/**
 * A governorate and a delegation as stored (French names) shown in a language: the Arabic names in Arabic
 * when known, the stored names otherwise.
 * @example placeNamesIn('ar', 'Sfax', 'Sakiet Ezzit') // { governorate: 'صفاقس', delegation: 'ساقية الزيت' }
 */
export function placeNamesIn(
  language: string,
  governorate: string | null | undefined,
  delegation: string | null | undefined = '',
): { governorate: string; delegation: string } {
  const g = governorate ?? '';
  const d = delegation ?? '';
  // 'ar-TN' and the like count as Arabic: the API passes the language the page asked for.
  if (!language.startsWith('ar')) return { governorate: g, delegation: d };
  return {
    governorate: GOVERNORATE_ARABIC_NAMES[g] ?? g,
    delegation: delegationArabicName(g, d) ?? d,
  };
}

/**
 * The one way to write a place as text: delegation then governorate (the narrower first, as on an
 * envelope), in the language, empty parts left out.
 * @example placeText('ar', 'Sfax', 'Sfax Ouest') // 'صفاقس الغربية، صفاقس'
 */
export function placeText(
  language: string,
  governorate: string | null | undefined,
  delegation?: string | null,
): string {
  const names = placeNamesIn(language, governorate, delegation);
  const comma = language.startsWith('ar') ? '، ' : ', ';
  return [names.delegation, names.governorate].filter(Boolean).join(comma);
}

/** Lower case, accents and Arabic diacritics removed, spaces collapsed: for matching typed place names. */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[أإآ]/g, 'ا')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a typed text matches a governorate by its French or Arabic name (start of any word). */
export function governorateMatches(governorate: string, typed: string): boolean {
  const query = foldPlaceName(typed);
  if (!query) return true;
  const names = [governorate, GOVERNORATE_ARABIC_NAMES[governorate] ?? ''].map(foldPlaceName);
  return names.some((name) => name.includes(query));
}

/** Whether a typed text matches a delegation of a governorate by its French or Arabic name. */
export function delegationMatches(governorate: string, delegation: string, typed: string): boolean {
  const query = foldPlaceName(typed);
  if (!query) return true;
  const names = [delegation, delegationArabicName(governorate, delegation) ?? ''].map(
    foldPlaceName,
  );
  return names.some((name) => name.includes(query));
}
