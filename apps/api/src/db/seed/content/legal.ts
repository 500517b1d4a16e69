import type { legalSections } from '../../schema/index.ts';

type Section = { q: [string, string]; a: [string, string] };

const PRIVACY: Section[] = [
  {
    q: ['What information do we collect?', 'ما المعلومات التي نجمعها؟'],
    a: [
      'Your name, user name, phone number and, if you add them, your email, birth date, picture and the ads you publish.',
      'اسمك واسم المستخدم ورقم هاتفك، وإن أضفتها: بريدك الإلكتروني وتاريخ ميلادك وصورتك والإعلانات التي تنشرها.',
    ],
  },
  {
    q: ['How do we use your information?', 'كيف نستخدم معلوماتك؟'],
    a: [
      'To run your account, show your ads to buyers, let people contact you and keep the marketplace safe from fraud.',
      'لتشغيل حسابك وعرض إعلاناتك للمشترين وتمكين الآخرين من التواصل معك وحماية السوق من الاحتيال.',
    ],
  },
  {
    q: ['Who can see my phone number?', 'من يستطيع رؤية رقم هاتفي؟'],
    a: [
      'Signed-in users see the number on your ads so they can call you. We never sell your number to anyone.',
      'يرى المستخدمون المسجلون الرقم على إعلاناتك ليتمكنوا من الاتصال بك. لا نبيع رقمك لأي جهة أبداً.',
    ],
  },
  {
    q: ['How long do we keep your data?', 'كم من الوقت نحتفظ ببياناتك؟'],
    a: [
      'As long as your account is open. When you delete it, your ads and profile are removed within 30 days.',
      'طوال فترة فتح حسابك. عند حذفه تُزال إعلاناتك وملفك الشخصي خلال 30 يوماً.',
    ],
  },
  {
    q: ['How do you protect my password?', 'كيف تحمون كلمة المرور الخاصة بي؟'],
    a: [
      'Passwords are stored only as a strong one-way hash, and sessions can be ended at any time by logging out.',
      'تُخزَّن كلمات المرور على شكل تجزئة قوية باتجاه واحد فقط، ويمكن إنهاء الجلسات في أي وقت بتسجيل الخروج.',
    ],
  },
];

const HELP: Section[] = [
  {
    q: ['How do I post an ad?', 'كيف أنشر إعلاناً؟'],
    a: [
      'Sign in, choose a category, add clear photos, a fair price and an honest description, then publish.',
      'سجّل الدخول واختر القسم وأضف صوراً واضحة وسعراً مناسباً ووصفاً صادقاً، ثم انشر الإعلان.',
    ],
  },
  {
    q: ['I forgot my password. What can I do?', 'نسيت كلمة المرور، ماذا أفعل؟'],
    a: [
      'Use “Forgot password” on the login page; we send a six-digit code to your phone to set a new password.',
      'استخدم «نسيت كلمة المرور» في صفحة الدخول، وسنرسل رمزاً من ست خانات إلى هاتفك لتعيين كلمة مرور جديدة.',
    ],
  },
  {
    q: ['How do I stay safe when buying?', 'كيف أحافظ على سلامتي عند الشراء؟'],
    a: [
      'Meet in a public place, inspect the item before paying and never send money in advance to someone you do not know.',
      'التقِ البائع في مكان عام، وافحص الغرض قبل الدفع، ولا ترسل المال مسبقاً لشخص لا تعرفه.',
    ],
  },
  {
    q: ['How do I report a suspicious ad?', 'كيف أبلغ عن إعلان مشبوه؟'],
    a: [
      'Send us a message from the contact page with the ad link; our team reviews every report within one working day.',
      'أرسل لنا رسالة من صفحة التواصل مع رابط الإعلان، ويراجع فريقنا كل بلاغ خلال يوم عمل واحد.',
    ],
  },
  {
    q: ['What does the verified badge mean?', 'ماذا تعني شارة التوثيق؟'],
    a: [
      'The seller confirmed their identity or business registration with us. It is a sign of trust, not a guarantee.',
      'أكد البائع هويته أو سجله التجاري لدينا. هي علامة ثقة وليست ضماناً.',
    ],
  },
];

export function buildLegalSections(): (typeof legalSections.$inferInsert)[] {
  const rows = (group: 'privacy_policy' | 'help_support', sections: Section[]) =>
    sections.map(({ q, a }, position) => ({
      group,
      position,
      questionEn: q[0],
      questionAr: q[1],
      answerEn: a[0],
      answerAr: a[1],
    }));
  return [...rows('privacy_policy', PRIVACY), ...rows('help_support', HELP)].map((row, i) => ({
    ...row,
    id: i + 1,
  }));
}
