import type { ContentPageSlug } from '@souq/contracts';

/**
 * The safety pages (issue 42), part of the reference data every site starts with: the full page
 * linked from the footer, and the short box shown next to Call and Chat on an ad page and before
 * a buyer's first message. Moderators edit both in the console (`/admin/content/{slug}`).
 */
type SafetyPage = {
  slug: ContentPageSlug;
  title: [string, string];
  en: string[];
  ar: string[];
};

const p = (text: string): string => `<p>${text}</p>`;
const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const h = (text: string): string => `<h3>${text}</h3>`;

export const SAFETY_PAGE_CONTENT: SafetyPage[] = [
  {
    slug: 'safety',
    title: ['Stay safe on Souq', 'ابقَ آمناً على سوق'],
    en: [
      p(
        'Most people on Souq are honest buyers and sellers. A few simple habits keep you safe from the rare one who is not.',
      ),
      h('Meet in person, in a public place'),
      ul([
        'Meet in a busy public place, in daylight: a café, a shopping centre, the entrance of a bank.',
        'Bring a friend, or tell someone where you are going and whom you are meeting.',
        'For a car or a flat, visit it together and check the papers on the spot.',
        'Do not invite a stranger into your home for a small item, and do not go to theirs.',
      ]),
      h('Never pay in advance'),
      ul([
        'Do not send a deposit, a bank transfer, a money transfer or phone credit before you have seen the item.',
        'Be wary of a seller who is "abroad", who is in a hurry, or who asks you to pay someone else.',
        'Pay only when the item is in your hands, and ask for a receipt for anything expensive.',
      ]),
      h('Check the item before you pay'),
      ul([
        'Switch electronics on and try them; check that the serial number or IMEI matches the box.',
        'For a car, check the registration and the chassis number, and ask a mechanic you trust to look at it.',
        'For a flat, meet the owner and see the ownership papers before you sign or pay anything.',
        'A price far below the market is a warning sign, not a bargain.',
      ]),
      h('Keep your codes and details to yourself'),
      ul([
        '<strong>Souq never asks for your password or for a code sent to your phone.</strong> Whoever has that code can take over your account: never share it, whatever the reason given.',
        'Do not send copies of your ID or your bank card details to anyone you meet on Souq.',
        "Keep the conversation in Souq's chat until you meet: it is kept, and it helps our team if something goes wrong.",
      ]),
      h('Sellers, protect yourself too'),
      ul([
        'Be careful with a buyer who pays more than the price and asks for the difference back.',
        'A screenshot of a payment is not a payment: check that the money has arrived before you hand anything over.',
      ]),
      h('Report anything suspicious'),
      p(
        'Use <strong>Report</strong> on the ad or on the profile: choose the reason and add a note. Our moderators review every report, and an ad reported by several people is hidden until they decide. If you are in danger, call the police first.',
      ),
    ],
    ar: [
      p(
        'معظم مستخدمي سوق بائعون ومشترون صادقون. وبعض العادات البسيطة تحميك من القلة الذين ليسوا كذلك.',
      ),
      h('قابل البائع شخصياً وفي مكان عام'),
      ul([
        'التقِ في مكان عام مزدحم وفي وضح النهار: مقهى أو مركز تسوق أو مدخل مصرف.',
        'اصطحب صديقاً، أو أخبر أحداً بمكان اللقاء وبالشخص الذي ستقابله.',
        'عند شراء سيارة أو شقة، عاينها برفقة البائع وتحقق من الأوراق في المكان نفسه.',
        'لا تدعُ غريباً إلى منزلك من أجل غرض صغير، ولا تذهب إلى منزله.',
      ]),
      h('لا تدفع مقدماً أبداً'),
      ul([
        'لا ترسل عربوناً أو حوالة مصرفية أو حوالة مالية أو رصيد هاتف قبل أن ترى الغرض بعينك.',
        'احذر البائع الذي يقول إنه "خارج البلد"، أو المستعجل، أو الذي يطلب منك الدفع لشخص آخر.',
        'ادفع فقط عندما يصبح الغرض بين يديك، واطلب إيصالاً لكل غرض ثمين.',
      ]),
      h('افحص الغرض قبل أن تدفع'),
      ul([
        'شغّل الأجهزة الإلكترونية وجرّبها، وتأكد من أن الرقم التسلسلي أو رقم IMEI يطابق ما على العلبة.',
        'عند شراء سيارة تحقق من أوراق التسجيل ورقم الهيكل، واطلب من ميكانيكي تثق به أن يفحصها.',
        'عند شراء شقة أو استئجارها قابل المالك واطّلع على أوراق الملكية قبل أن توقّع أو تدفع أي مبلغ.',
        'السعر الأقل بكثير من سعر السوق علامة تحذير وليس صفقة رابحة.',
      ]),
      h('احتفظ برموزك وبياناتك لنفسك'),
      ul([
        '<strong>لا يطلب منك سوق أبداً كلمة المرور أو رمزاً أُرسل إلى هاتفك.</strong> من يحصل على هذا الرمز يستطيع الاستيلاء على حسابك: لا تشاركه مهما كان السبب.',
        'لا ترسل صورة هويتك أو بيانات بطاقتك المصرفية لأي شخص تتعرف إليه على سوق.',
        'أبقِ المحادثة في دردشة سوق حتى موعد اللقاء: فهي محفوظة، وتساعد فريقنا إن حدث أي خطأ.',
      ]),
      h('أيها البائع، احمِ نفسك أيضاً'),
      ul([
        'احذر المشتري الذي يدفع أكثر من السعر ثم يطلب منك إعادة الفرق.',
        'صورة إشعار الدفع ليست دفعاً: تأكد من وصول المبلغ قبل أن تسلّم أي شيء.',
      ]),
      h('أبلغ عن أي شيء مريب'),
      p(
        'استخدم زر <strong>إبلاغ</strong> في صفحة الإعلان أو الملف الشخصي: اختر السبب وأضف ملاحظة. يراجع مشرفونا كل بلاغ، ويُخفى الإعلان الذي يبلغ عنه عدة أشخاص حتى يتخذوا قرارهم. وإن كنت في خطر فاتصل بالشرطة أولاً.',
      ),
    ],
  },
  {
    slug: 'safety-tips',
    title: ['Safety tips', 'نصائح للأمان'],
    en: [
      ul([
        'Meet in a busy public place, in daylight.',
        'Never pay or send a deposit in advance.',
        'Check the item, and its papers, before you pay.',
        'Never share a code sent to your phone: Souq never asks for it.',
      ]),
    ],
    ar: [
      ul([
        'التقِ في مكان عام مزدحم وفي وضح النهار.',
        'لا تدفع ولا ترسل عربوناً مقدماً أبداً.',
        'افحص الغرض وأوراقه قبل أن تدفع.',
        'لا تشارك أي رمز يصل إلى هاتفك: سوق لا يطلبه منك أبداً.',
      ]),
    ],
  },
];
