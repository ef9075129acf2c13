import { sql } from 'drizzle-orm';
import type { LocalizedText } from '../../lib/localized-text.ts';
import type { Db } from '../client.ts';
import { areas, countries, states } from '../schema.ts';
import { SEED_LOCK_ID } from './reference-data.ts';

/**
 * Spec 7 lookups (issue 6): the countries the shop ships to (the GCC), their first-level states,
 * and Kuwait's areas. Reference data like the languages: part of the software, synced on every
 * start. Ids are stable (addresses and orders reference them): never renumber, only append.
 * Kuwait is country 1 (spec 9 DefaultCountry kw), its governorates 1–6, their areas
 * <governorate>01…; the other countries' states are <country>01…
 */

type Named = readonly [en: string, ar: string];

const shippedCountries: readonly { id: number; code: string; phoneCode: string; name: Named }[] = [
  { id: 1, code: 'kw', phoneCode: '+965', name: ['Kuwait', 'الكويت'] },
  { id: 2, code: 'sa', phoneCode: '+966', name: ['Saudi Arabia', 'المملكة العربية السعودية'] },
  {
    id: 3,
    code: 'ae',
    phoneCode: '+971',
    name: ['United Arab Emirates', 'الإمارات العربية المتحدة'],
  },
  { id: 4, code: 'qa', phoneCode: '+974', name: ['Qatar', 'قطر'] },
  { id: 5, code: 'bh', phoneCode: '+973', name: ['Bahrain', 'البحرين'] },
  { id: 6, code: 'om', phoneCode: '+968', name: ['Oman', 'عُمان'] },
];

/** Kuwait's six governorates with their residential areas. */
const kuwait: readonly { id: number; name: Named; areas: readonly Named[] }[] = [
  {
    id: 1,
    name: ['Al Asimah (Capital)', 'العاصمة'],
    areas: [
      ['Kuwait City', 'مدينة الكويت'],
      ['Sharq', 'شرق'],
      ['Dasman', 'دسمان'],
      ['Qibla', 'القبلة'],
      ['Mirqab', 'المرقاب'],
      ['Dasma', 'الدسمة'],
      ['Daiya', 'الدعية'],
      ['Shamiya', 'الشامية'],
      ['Shuwaikh', 'الشويخ'],
      ['Kaifan', 'كيفان'],
      ['Khaldiya', 'الخالدية'],
      ['Adailiya', 'العديلية'],
      ['Surra', 'السرة'],
      ['Yarmouk', 'اليرموك'],
      ['Qadsiya', 'القادسية'],
      ['Mansouriya', 'المنصورية'],
      ['Rawda', 'الروضة'],
      ['Nuzha', 'النزهة'],
      ['Faiha', 'الفيحاء'],
      ['Abdullah Al-Salem', 'ضاحية عبدالله السالم'],
      ['Granada', 'غرناطة'],
      ['Sulaibikhat', 'الصليبخات'],
      ['Doha', 'الدوحة'],
    ],
  },
  {
    id: 2,
    name: ['Hawalli', 'حولي'],
    areas: [
      ['Hawalli', 'حولي'],
      ['Salmiya', 'السالمية'],
      ['Jabriya', 'الجابرية'],
      ['Rumaithiya', 'الرميثية'],
      ['Bayan', 'بيان'],
      ['Mishref', 'مشرف'],
      ['Salwa', 'سلوى'],
      ['Shaab', 'الشعب'],
      ['Shuhada', 'الشهداء'],
      ['Hittin', 'حطين'],
      ['Salam', 'السلام'],
      ['Zahra', 'الزهراء'],
      ['Siddiq', 'الصديق'],
      ['Mubarak Al-Abdullah', 'مبارك العبدالله'],
    ],
  },
  {
    id: 3,
    name: ['Farwaniya', 'الفروانية'],
    areas: [
      ['Farwaniya', 'الفروانية'],
      ['Khaitan', 'خيطان'],
      ['Jleeb Al-Shuyoukh', 'جليب الشيوخ'],
      ['Ardiya', 'العارضية'],
      ['Andalous', 'الأندلس'],
      ['Rabiya', 'الرابية'],
      ['Rehab', 'الرحاب'],
      ['Omariya', 'العمرية'],
      ['Ishbiliya', 'إشبيلية'],
      ['Riggae', 'الرقعي'],
      ['Abdullah Al-Mubarak', 'عبدالله المبارك'],
      ['Firdous', 'الفردوس'],
    ],
  },
  {
    id: 4,
    name: ['Mubarak Al-Kabeer', 'مبارك الكبير'],
    areas: [
      ['Mubarak Al-Kabeer', 'مبارك الكبير'],
      ['Qurain', 'القرين'],
      ['Qusour', 'القصور'],
      ['Adan', 'العدان'],
      ['Sabah Al-Salem', 'صباح السالم'],
      ['Messila', 'المسيلة'],
      ['Abu Fatira', 'أبو فطيرة'],
      ['Fnaitees', 'الفنيطيس'],
      ['Abu Al-Hasaniya', 'أبو الحصانية'],
    ],
  },
  {
    id: 5,
    name: ['Ahmadi', 'الأحمدي'],
    areas: [
      ['Ahmadi', 'الأحمدي'],
      ['Fahaheel', 'الفحيحيل'],
      ['Mangaf', 'المنقف'],
      ['Abu Halifa', 'أبو حليفة'],
      ['Fintas', 'الفنطاس'],
      ['Mahboula', 'المهبولة'],
      ['Egaila', 'العقيلة'],
      ['Riqqa', 'الرقة'],
      ['Sabahiya', 'الصباحية'],
      ['Hadiya', 'هدية'],
      ['Fahad Al-Ahmad', 'فهد الأحمد'],
      ['Wafra', 'الوفرة'],
      ['Khairan', 'الخيران'],
    ],
  },
  {
    id: 6,
    name: ['Jahra', 'الجهراء'],
    areas: [
      ['Jahra', 'الجهراء'],
      ['Qasr', 'القصر'],
      ['Naeem', 'النعيم'],
      ['Oyoun', 'العيون'],
      ['Waha', 'الواحة'],
      ['Taima', 'تيماء'],
      ['Saad Al-Abdullah', 'سعد العبدالله'],
      ['Sulaibiya', 'الصليبية'],
      ['Abdali', 'العبدلي'],
      ['Amghara', 'أمغرة'],
    ],
  },
];

/** The other GCC countries' first-level divisions (no areas). */
const otherStates: Record<number, readonly Named[]> = {
  2: [
    ['Riyadh', 'الرياض'],
    ['Makkah', 'مكة المكرمة'],
    ['Madinah', 'المدينة المنورة'],
    ['Eastern Province', 'المنطقة الشرقية'],
    ['Qassim', 'القصيم'],
    ['Asir', 'عسير'],
    ['Tabuk', 'تبوك'],
    ['Hail', 'حائل'],
    ['Northern Borders', 'الحدود الشمالية'],
    ['Jazan', 'جازان'],
    ['Najran', 'نجران'],
    ['Al Bahah', 'الباحة'],
    ['Al Jawf', 'الجوف'],
  ],
  3: [
    ['Abu Dhabi', 'أبوظبي'],
    ['Dubai', 'دبي'],
    ['Sharjah', 'الشارقة'],
    ['Ajman', 'عجمان'],
    ['Umm Al Quwain', 'أم القيوين'],
    ['Ras Al Khaimah', 'رأس الخيمة'],
    ['Fujairah', 'الفجيرة'],
  ],
  4: [
    ['Doha', 'الدوحة'],
    ['Al Rayyan', 'الريان'],
    ['Al Wakrah', 'الوكرة'],
    ['Al Khor', 'الخور'],
    ['Al Shamal', 'الشمال'],
    ['Umm Salal', 'أم صلال'],
    ['Al Daayen', 'الضعاين'],
    ['Al Shahaniya', 'الشحانية'],
  ],
  5: [
    ['Capital', 'العاصمة'],
    ['Muharraq', 'المحرق'],
    ['Northern', 'الشمالية'],
    ['Southern', 'الجنوبية'],
  ],
  6: [
    ['Muscat', 'مسقط'],
    ['Dhofar', 'ظفار'],
    ['Musandam', 'مسندم'],
    ['Al Buraimi', 'البريمي'],
    ['Ad Dakhiliyah', 'الداخلية'],
    ['North Al Batinah', 'شمال الباطنة'],
    ['South Al Batinah', 'جنوب الباطنة'],
    ['North Ash Sharqiyah', 'شمال الشرقية'],
    ['South Ash Sharqiyah', 'جنوب الشرقية'],
    ['Adh Dhahirah', 'الظاهرة'],
    ['Al Wusta', 'الوسطى'],
  ],
};

const text = ([en, ar]: Named): LocalizedText => ({ en, ar });

export const locationRows = {
  countries: shippedCountries.map((c, index) => ({
    id: c.id,
    code: c.code,
    phoneCode: c.phoneCode,
    name: text(c.name),
    sortOrder: index + 1,
  })),
  states: [
    ...kuwait.map((s, index) => ({
      id: s.id,
      countryId: 1,
      name: text(s.name),
      sortOrder: index + 1,
    })),
    ...Object.entries(otherStates).flatMap(([countryId, list]) =>
      list.map((name, index) => ({
        id: Number(countryId) * 100 + index + 1,
        countryId: Number(countryId),
        name: text(name),
        sortOrder: index + 1,
      })),
    ),
  ],
  areas: kuwait.flatMap((s) =>
    s.areas.map((name, index) => ({
      id: s.id * 100 + index + 1,
      stateId: s.id,
      name: text(name),
      sortOrder: index + 1,
    })),
  ),
};

/**
 * Brings the countries, states and areas in line with the shipped lists: inserts what is
 * missing and updates what differs (nothing is written when all is current). Rows no longer
 * shipped are left alone, as addresses and orders may reference them.
 */
export async function syncLocations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await tx
      .insert(countries)
      .values(locationRows.countries)
      .onConflictDoUpdate({
        target: countries.id,
        set: {
          code: sql`excluded.code`,
          name: sql`excluded.name`,
          phoneCode: sql`excluded.phone_code`,
          sortOrder: sql`excluded.sort_order`,
        },
        setWhere: sql`(countries.code, countries.name, countries.phone_code, countries.sort_order) is distinct from (excluded.code, excluded.name, excluded.phone_code, excluded.sort_order)`,
      });
    await tx
      .insert(states)
      .values(locationRows.states)
      .onConflictDoUpdate({
        target: states.id,
        set: {
          countryId: sql`excluded.country_id`,
          name: sql`excluded.name`,
          sortOrder: sql`excluded.sort_order`,
        },
        setWhere: sql`(states.country_id, states.name, states.sort_order) is distinct from (excluded.country_id, excluded.name, excluded.sort_order)`,
      });
    await tx
      .insert(areas)
      .values(locationRows.areas)
      .onConflictDoUpdate({
        target: areas.id,
        set: {
          stateId: sql`excluded.state_id`,
          name: sql`excluded.name`,
          sortOrder: sql`excluded.sort_order`,
        },
        setWhere: sql`(areas.state_id, areas.name, areas.sort_order) is distinct from (excluded.state_id, excluded.name, excluded.sort_order)`,
      });
  });
}
