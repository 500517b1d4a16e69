export type Person = {
  name: string;
  userName: string;
  gender: 'male' | 'female';
  /** The language the person writes bios and reviews in. */
  lang: 'en' | 'ar';
  city: string;
  verified: boolean;
  /** A few people have no picture, so the client's fallback avatar shows. */
  avatar: boolean;
};

const person = (
  name: string,
  userName: string,
  gender: 'male' | 'female',
  lang: 'en' | 'ar',
  city: string,
  verified: boolean,
  avatar = true,
): Person => ({ name, userName, gender, lang, city, verified, avatar });

/** The two demo accounts, then the store owners (in the order of stores.ts), then individuals. */
export const PEOPLE: Person[] = [
  person('Demo User', 'demo', 'male', 'en', 'Damascus', true),
  person('Demo Two', 'demo2', 'female', 'en', 'Aleppo', false),
  person('Khaled Sabbagh', 'khaled.sabbagh', 'male', 'en', 'Damascus', true),
  person('مازن العطار', 'mazen.attar', 'male', 'ar', 'Aleppo', true),
  person('Rania Khoury', 'rania.khoury', 'female', 'en', 'Damascus', true),
  person('سامر الحلبي', 'samer.halabi', 'male', 'ar', 'Latakia', false),
  person('Fadi Nasser', 'fadi.nasser', 'male', 'en', 'Damascus', true),
  person('وائل قباني', 'wael.qabbani', 'male', 'ar', 'Homs', false),
  person('Nadia Haddad', 'nadia.haddad', 'female', 'en', 'Damascus', true),
  person('باسل الأحمد', 'basel.ahmad', 'male', 'ar', 'Aleppo', false),
  person('Maya Antaki', 'maya.antaki', 'female', 'en', 'Latakia', true),
  person('هاني زيدان', 'hani.zeidan', 'male', 'ar', 'Damascus', true),
  person('Omar Haddad', 'omar.haddad', 'male', 'en', 'Damascus', true),
  person('سارة الخطيب', 'sara.khatib', 'female', 'ar', 'Damascus', true),
  person('Lina Khoury', 'lina.khoury', 'female', 'en', 'Homs', false),
  person('أحمد النجار', 'ahmad.najjar', 'male', 'ar', 'Aleppo', false),
  person('Rami Saleh', 'rami.saleh', 'male', 'en', 'Latakia', true, false),
  person('ليلى حداد', 'layla.haddad', 'female', 'ar', 'Hama', false),
  person('Karim Mansour', 'karim.mansour', 'male', 'en', 'Beirut', false),
  person('ريم العلي', 'reem.ali', 'female', 'ar', 'Tartus', true, false),
  person('Yousef Darwish', 'yousef.darwish', 'male', 'en', 'Damascus', false),
  person('هبة السيد', 'heba.sayed', 'female', 'ar', 'Damascus', true),
  person('Tarek Aziz', 'tarek.aziz', 'male', 'en', 'Amman', false, false),
  person('نور الشامي', 'nour.shami', 'female', 'ar', 'Daraa', false),
  person('Hassan Jaber', 'hassan.jaber', 'male', 'en', 'As-Suwayda', true),
  person('جود المصري', 'joud.masri', 'female', 'ar', 'Dubai', false),
];
