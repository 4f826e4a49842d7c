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
