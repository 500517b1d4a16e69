import { SELLING_LIMITS } from '@souq/contracts';
import type { contentPages } from '../../schema/index.ts';
import { BASE_DATE } from '../time.ts';
import { SAFETY_PAGE_CONTENT } from './safety-pages.ts';

type Page = { slug: string; title: [string, string]; en: string[]; ar: string[] };

const p = (text: string): string => `<p>${text}</p>`;
const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const h = (text: string): string => `<h3>${text}</h3>`;

const PAGES: Page[] = [
  {
    slug: 'about',
    title: ['About Souq', 'عن سوق'],
    en: [
      p(
        'Souq is a bilingual classifieds marketplace where people and businesses in Syria and the region buy, sell, rent and hire, in Arabic or English.',
      ),
      p(
        'Since our launch we have helped thousands of families find a home, a car, a job or a trusted professional close to them.',
      ),
      h('What we believe'),
      ul([
        '<strong>Honest listings:</strong> real photos, real prices.',
        '<strong>Safety first:</strong> verified sellers and fast reporting.',
        '<strong>Free to browse:</strong> everyone can search without an account.',
      ]),
      p('Our team works from Damascus and is reachable every day through the contact page.'),
    ],
    ar: [
      p(
        'سوق منصة إعلانات مبوبة ثنائية اللغة يبيع فيها الأفراد والشركات في سوريا والمنطقة ويشترون ويؤجرون ويوظفون، بالعربية أو الإنجليزية.',
      ),
      p(
        'منذ انطلاقنا ساعدنا آلاف العائلات على إيجاد منزل أو سيارة أو عمل أو مهني موثوق بالقرب منهم.',
      ),
      h('ما نؤمن به'),
      ul([
        '<strong>إعلانات صادقة:</strong> صور حقيقية وأسعار حقيقية.',
        '<strong>السلامة أولاً:</strong> بائعون موثقون وإبلاغ سريع.',
        '<strong>تصفح مجاني:</strong> يمكن للجميع البحث دون حساب.',
      ]),
      p('يعمل فريقنا من دمشق ويمكن التواصل معه يومياً عبر صفحة التواصل.'),
    ],
  },
  {
    slug: 'terms',
    title: ['Terms of Use', 'شروط الاستخدام'],
    en: [
      p('By using Souq you agree to these terms. Please read them carefully.'),
      h('Your account'),
      p(
        'You are responsible for the information you give and for keeping your password secret. One person may hold one personal account.',
      ),
      h('Ads'),
      ul([
        'Ads must describe a real item or service that you are allowed to sell.',
        'Weapons, drugs, counterfeit goods and stolen property are forbidden.',
        'We may remove ads that break these rules without notice.',
      ]),
      h('Liability'),
      p(
        'Souq connects buyers and sellers and is not a party to their agreements. Inspect items and check documents before paying.',
      ),
    ],
    ar: [
      p('باستخدامك سوق فإنك توافق على هذه الشروط، يرجى قراءتها بعناية.'),
      h('حسابك'),
      p(
        'أنت مسؤول عن المعلومات التي تقدمها وعن سرية كلمة المرور. يحق للشخص امتلاك حساب شخصي واحد.',
      ),
      h('الإعلانات'),
      ul([
        'يجب أن يصف الإعلان غرضاً أو خدمة حقيقية يحق لك بيعها.',
        'يُمنع الإعلان عن الأسلحة والمخدرات والبضائع المقلدة والمسروقة.',
        'يحق لنا حذف الإعلانات المخالفة دون إشعار.',
      ]),
      h('المسؤولية'),
      p(
        'يصل سوق بين البائعين والمشترين وليس طرفاً في اتفاقاتهم. افحص الأغراض وتحقق من الأوراق قبل الدفع.',
      ),
    ],
  },
  {
    slug: 'faq',
    title: ['Frequently Asked Questions', 'الأسئلة الشائعة'],
    en: [
      h('Is posting an ad free?'),
      p(
        'Yes. Individuals can post ads for free; stores can choose paid packages for more visibility.',
      ),
      h('How long does an ad stay online?'),
      p(
        `Ads stay online for ${String(SELLING_LIMITS.lifetimeDays)} days; My ads shows the date each one ends, and an ad can be renewed there.`,
      ),
      h('Why do I need to verify my phone?'),
      p('A verified phone keeps fake accounts away and lets buyers reach you with confidence.'),
      h('Can I change the language?'),
      p(
        'Yes, switch between Arabic and English from the top bar at any time; the page you are on stays open.',
      ),
    ],
    ar: [
      h('هل نشر الإعلان مجاني؟'),
      p('نعم، يمكن للأفراد نشر الإعلانات مجاناً، ويمكن للمتاجر اختيار باقات مدفوعة لظهور أكبر.'),
      h('كم يبقى الإعلان منشوراً؟'),
      p(
        `تبقى الإعلانات منشورة ${String(SELLING_LIMITS.lifetimeDays)} يوماً، وتعرض صفحة «إعلاناتي» تاريخ انتهاء كل إعلان، ويمكن تجديده منها.`,
      ),
      h('لماذا يجب توثيق رقم الهاتف؟'),
      p('توثيق الهاتف يبعد الحسابات الوهمية ويتيح للمشترين التواصل معك بثقة.'),
      h('هل يمكنني تغيير اللغة؟'),
      p(
        'نعم، يمكنك التبديل بين العربية والإنجليزية من الشريط العلوي في أي وقت مع بقاء الصفحة نفسها مفتوحة.',
      ),
    ],
  },
  {
    slug: 'privacy',
    title: ['Privacy Policy', 'سياسة الخصوصية'],
    en: [
      p(
        'We collect only what we need to run the marketplace: your profile, your ads and how you use the site.',
      ),
      ul([
        'We never sell personal data.',
        'Your phone number is shown only on your own ads.',
        'You can ask us to export or delete your data at any time.',
      ]),
      p(
        'We use a session cookie to keep you signed in. It cannot be read by scripts on the page and expires when you log out.',
      ),
    ],
    ar: [
      p('نجمع فقط ما نحتاجه لتشغيل سوق: ملفك الشخصي وإعلاناتك وطريقة استخدامك للموقع.'),
      ul([
        'لا نبيع البيانات الشخصية أبداً.',
        'يظهر رقم هاتفك على إعلاناتك فقط.',
        'يمكنك أن تطلب تصدير بياناتك أو حذفها في أي وقت.',
      ]),
      p(
        'نستخدم ملف تعريف ارتباط للجلسة لإبقائك مسجلاً. لا يمكن للنصوص البرمجية في الصفحة قراءته وينتهي عند تسجيل الخروج.',
      ),
    ],
  },
  {
    slug: 'refund',
    title: ['Refund Policy', 'سياسة الاسترداد'],
    en: [
      p(
        'Posting ads is free. Paid packages for stores can be refunded in full within 7 days if no ad was promoted with them.',
      ),
      p(
        'Deals between buyers and sellers are made directly between them; Souq does not hold payments and cannot refund them.',
      ),
      p(
        'To request a refund, write to us from the contact page with your store name and the date of purchase.',
      ),
    ],
    ar: [
      p(
        'نشر الإعلانات مجاني. يمكن استرداد قيمة الباقات المدفوعة للمتاجر كاملة خلال 7 أيام إذا لم يُروَّج بها أي إعلان.',
      ),
      p('تتم الصفقات بين البائعين والمشترين مباشرة، ولا يحتفظ سوق بالمدفوعات ولا يمكنه استردادها.'),
      p('لطلب الاسترداد راسلنا من صفحة التواصل مع اسم متجرك وتاريخ الشراء.'),
    ],
  },
];

/** The footer's pages and the safety pages, every site's (not the demo's only). */
export function buildContentPages(): (typeof contentPages.$inferInsert)[] {
  return [...PAGES, ...SAFETY_PAGE_CONTENT].map((page) => ({
    slug: page.slug,
    titleEn: page.title[0],
    titleAr: page.title[1],
    bodyEn: page.en.join(''),
    bodyAr: page.ar.join(''),
    updatedAt: BASE_DATE,
  }));
}
