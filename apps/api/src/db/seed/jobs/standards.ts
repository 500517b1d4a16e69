import type { Bilingual } from '../types.ts';

export const WORK_TIME: Bilingual = { en: 'Work Time', ar: 'وقت العمل' };
export const EXPERIENCE: Bilingual = { en: 'Experience', ar: 'الخبرة' };

export const FULL_TIME: Bilingual = { en: 'Full time', ar: 'دوام كامل' };

export const WORK_TIMES: Bilingual[] = [
  FULL_TIME,
  { en: 'Part time', ar: 'دوام جزئي' },
  { en: 'Remote', ar: 'عن بعد' },
  { en: 'Freelance', ar: 'عمل حر' },
  { en: 'Internship', ar: 'تدريب' },
];

export const EXPERIENCES: Bilingual[] = [
  { en: 'No experience', ar: 'بدون خبرة' },
  { en: 'Less than 1 year', ar: 'أقل من سنة' },
  { en: '1-3 years', ar: '1-3 سنوات' },
  { en: '3-5 years', ar: '3-5 سنوات' },
  { en: 'More than 5 years', ar: 'أكثر من 5 سنوات' },
];

export const SALARY: Bilingual = { en: 'Salary', ar: 'الراتب' };
export const EDUCATION: Bilingual = { en: 'Education', ar: 'المؤهل العلمي' };
export const LANGUAGES: Bilingual = { en: 'Languages', ar: 'اللغات' };

export const DEGREES: Bilingual[] = [
  { en: 'High school', ar: 'شهادة ثانوية' },
  { en: 'Diploma', ar: 'معهد متوسط' },
  { en: "Bachelor's degree", ar: 'إجازة جامعية' },
  { en: "Master's degree", ar: 'ماجستير' },
];

export const SPOKEN: Bilingual[] = [
  { en: 'Arabic', ar: 'العربية' },
  { en: 'Arabic and English', ar: 'العربية والإنجليزية' },
  { en: 'Arabic, English and French', ar: 'العربية والإنجليزية والفرنسية' },
];
