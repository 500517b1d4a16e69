import type { Bilingual } from '../types.ts';
import type { FieldKey } from './companies.ts';

export type JobTitle = { title: Bilingual; company: string; field: FieldKey };

const t = (en: string, ar: string, company: string, field: FieldKey): JobTitle => ({
  title: { en, ar },
  company,
  field,
});

export const JOB_TITLES: JobTitle[] = [
  t('Frontend Developer', 'مطور واجهات أمامية', 'qasioun-software', 'tech'),
  t('Backend Developer (Node.js)', 'مطور خلفيات (Node.js)', 'qasioun-software', 'tech'),
  t('Mobile App Developer', 'مطور تطبيقات موبايل', 'qasioun-software', 'tech'),
  t('UI/UX Designer', 'مصمم واجهات وتجربة مستخدم', 'horizon-marketing', 'tech'),
  t('Accountant', 'محاسب', 'ebla-textiles', 'finance'),
  t('Senior Accountant', 'محاسب أول', 'ugarit-bank', 'finance'),
  t('Sales Representative', 'مندوب مبيعات', 'barada-pharma', 'sales'),
  t('Car Sales Consultant', 'مستشار مبيعات سيارات', 'sham-motors', 'sales'),
  t('Marketing Specialist', 'أخصائي تسويق', 'horizon-marketing', 'sales'),
  t('Social Media Manager', 'مدير وسائل التواصل الاجتماعي', 'horizon-marketing', 'sales'),
  t('Customer Service Agent', 'موظف خدمة عملاء', 'ugarit-bank', 'office'),
  t('Receptionist', 'موظف استقبال', 'jasmine-hotels', 'office'),
  t('Pharmacist', 'صيدلاني', 'barada-pharma', 'care'),
  t('Registered Nurse', 'ممرض مجاز', 'damascus-medical', 'care'),
  t('Civil Engineer', 'مهندس مدني', 'orontes-engineering', 'field'),
  t('Electrical Engineer', 'مهندس كهربائي', 'orontes-engineering', 'field'),
  t('Site Supervisor', 'مشرف موقع', 'orontes-engineering', 'field'),
  t('Truck Driver', 'سائق شاحنة', 'levant-logistics', 'field'),
  t('Delivery Driver', 'سائق توصيل', 'unnamed', 'field'),
  t('Warehouse Keeper', 'أمين مستودع', 'levant-logistics', 'office'),
  t('Chef de Partie', 'طاهٍ رئيسي لقسم', 'jasmine-hotels', 'care'),
  t('Waiter', 'نادل', 'jasmine-hotels', 'care'),
  t('English Teacher', 'مدرس لغة إنجليزية', 'al-nour-schools', 'office'),
  t('Maths Teacher', 'مدرس رياضيات', 'al-nour-schools', 'office'),
  t('HR Officer', 'موظف موارد بشرية', 'ugarit-bank', 'office'),
  t('Translator (Arabic–English)', 'مترجم (عربي–إنجليزي)', 'unnamed', 'office'),
  t('Graphic Designer', 'مصمم جرافيك', 'horizon-marketing', 'tech'),
  t('Car Mechanic', 'ميكانيكي سيارات', 'sham-motors', 'field'),
  t('Real Estate Agent', 'وسيط عقاري', 'khoury-real-estate', 'sales'),
  t('Bank Teller', 'أمين صندوق', 'ugarit-bank', 'finance'),
  t('Data Analyst', 'محلل بيانات', 'qasioun-software', 'tech'),
  t('Network Administrator', 'مدير شبكات', 'ugarit-bank', 'tech'),
  t('Content Writer', 'كاتب محتوى', 'unnamed', 'office'),
  t('Project Manager', 'مدير مشاريع', 'orontes-engineering', 'field'),
  t('Executive Secretary', 'سكرتير تنفيذي', 'khoury-real-estate', 'office'),
  t('Laboratory Technician', 'فني مختبر', 'damascus-medical', 'care'),
];
