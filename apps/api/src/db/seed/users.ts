import type { StaffRole } from '@souq/contracts';
import type { users } from '../schema/index.ts';
import { PEOPLE } from './people.ts';
import { cityNamed } from './places.ts';
import { createRng } from './prng.ts';
import { daysBefore, isoDay } from './time.ts';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO_USER_ID = 1;
export const DEMO2_USER_ID = 2;

/** People 3 to 12 own the stores of stores.ts, in the same order. */
const STORE_OWNER_COUNT = 10;
const FIRST_OWNER_ID = 3;

export function isStoreOwner(userId: number): boolean {
  return userId >= FIRST_OWNER_ID && userId < FIRST_OWNER_ID + STORE_OWNER_COUNT;
}

export function storeOwnerId(storeIndex: number): number {
  return FIRST_OWNER_ID + storeIndex;
}

export type UserRow = typeof users.$inferInsert & {
  id: number;
  lang: 'en' | 'ar';
  createdAt: Date;
};

const BIOS = {
  en: [
    'Buying and selling on Souq since last year. Quick replies, fair prices.',
    'Engineer by day, car enthusiast at weekends. Serious offers only, please.',
    'Moving abroad soon, so everything must go. Call after 5 pm.',
  ],
  ar: [
    'أبيع وأشتري على سوق منذ العام الماضي. رد سريع وأسعار عادلة.',
    'أحب الدراجات والسفر، وأبيع ما لم أعد أستخدمه بحالة ممتازة.',
    'للتواصل مساءً بعد الساعة الخامسة. الجادّون فقط.',
  ],
};

function uniquePhones(count: number): string[] {
  const rng = createRng('phones');
  const seen = new Set<string>(['+963911000001', '+963911000002']);
  const phones = [...seen];
  while (phones.length < count) {
    const phone = `+9639${String(rng.int(30_000_000, 99_999_999))}`;
    if (!seen.has(phone)) {
      seen.add(phone);
      phones.push(phone);
    }
  }
  return phones;
}

export function avatarPath(userName: string): string {
  return `/media/avatars/${userName.replace('.', '-')}.webp`;
}

/**
 * Every seeded account signs in with the demo password. Hashing costs about half a second
 * at the production argon2id parameters, so it is hashed once (`passwordHash`) and shared.
 */
export function buildUsers(passwordHash: string): UserRow[] {
  const rng = createRng('users');
  const phones = uniquePhones(PEOPLE.length);
  return PEOPLE.map((person, index) => {
    const id = index + 1;
    const city = cityNamed(person.city);
    const createdAt = daysBefore(rng.int(130, 400), rng.int(0, 1439));
    return {
      id,
      lang: person.lang,
      name: person.name,
      userName: person.userName,
      phoneNumber: phones[index] ?? '',
      email: `${person.userName}@example.com`,
      passwordHash,
      birthdate: isoDay(daysBefore(rng.int(19 * 365, 55 * 365))),
      gender: person.gender,
      bio: rng.pick(BIOS[person.lang]),
      avatar: person.avatar ? avatarPath(person.userName) : null,
      countryId: city.countryId,
      cityId: city.id,
      roles: isStoreOwner(id) ? ['store'] : ['client'],
      isVerified: person.verified,
      phoneVerifiedAt: daysBefore(rng.int(100, 129)),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * The demo's staff (issue 42): a moderator and an admin, who sign in with the demo password and
 * then a code sent to their phone. Numbers outside the seed's range for people (`uniquePhones`).
 */
export const DEMO_STAFF: { userName: string; name: string; role: StaffRole; phone: string }[] = [
  { userName: 'moderator', name: 'Souq Moderator', role: 'moderator', phone: '+963911000003' },
  { userName: 'admin', name: 'Souq Admin', role: 'admin', phone: '+963911000004' },
];

/** The staff's accounts, after the people's (`firstId`): nothing of the demo is theirs. */
export function buildStaffUsers(passwordHash: string, firstId: number): UserRow[] {
  const city = cityNamed('Damascus');
  return DEMO_STAFF.map((staff, index) => ({
    id: firstId + index,
    lang: 'en',
    name: staff.name,
    userName: staff.userName,
    phoneNumber: staff.phone,
    email: `${staff.userName}@example.com`,
    passwordHash,
    gender: 'male',
    countryId: city.countryId,
    cityId: city.id,
    staffRole: staff.role,
    phoneVerifiedAt: daysBefore(400),
    createdAt: daysBefore(400),
    updatedAt: daysBefore(400),
  }));
}
