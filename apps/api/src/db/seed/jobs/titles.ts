import type { Bilingual } from '../types.ts';
import { EXPERIENCES } from './standards.ts';

/** An offer's own texts: its duties and requirements (the description's lists) and other_info. */
export type JobTitle = {
  title: Bilingual;
  company: string;
  duties: Bilingual[];
  needs: Bilingual[];
  otherInfo: Bilingual;
  /** The Experience field, when the requirements name years: it must say the same. */
  experience?: Bilingual;
};

type Pair = [en: string, ar: string];

const both = ([en, ar]: Pair): Bilingual => ({ en, ar });

const job = (
  title: Pair,
  company: string,
  texts: { duties: Pair[]; needs: Pair[]; other: Pair; experience?: Bilingual },
): JobTitle => ({
  title: both(title),
  company,
  duties: texts.duties.map(both),
  needs: texts.needs.map(both),
  otherInfo: both(texts.other),
  ...(texts.experience ? { experience: texts.experience } : {}),
});

const experienceNamed = (en: string): Bilingual => {
  const found = EXPERIENCES.find((experience) => experience.en === en);
  if (!found) throw new Error(`no experience ${en}`);
  return found;
};

export const JOB_TITLES: JobTitle[] = [
  job(['Frontend Developer', 'مطور واجهات أمامية'], 'qasioun-software', {
    duties: [
      [
        'Build responsive pages in React and TypeScript',
        'بناء صفحات متجاوبة باستخدام React وTypeScript',
      ],
      [
        "Turn the designers' mock-ups into accessible interfaces",
        'تحويل تصاميم فريق التصميم إلى واجهات سهلة الاستخدام للجميع',
      ],
      [
        'Keep pages fast on slow phones and networks',
        'الحفاظ على سرعة الصفحات على الهواتف والشبكات البطيئة',
      ],
    ],
    needs: [
      ['Two years or more as a frontend developer', 'خبرة سنتين على الأقل كمطور واجهات أمامية'],
      [
        'Good knowledge of HTML, CSS and right-to-left layouts',
        'معرفة جيدة بـ HTML وCSS والتخطيطات من اليمين إلى اليسار',
      ],
    ],
    other: [
      'Hybrid work: three days in the office, two from home.',
      'عمل مختلط: ثلاثة أيام في المكتب ويومان من المنزل.',
    ],
  }),
  job(['Backend Developer (Node.js)', 'مطور خلفيات (Node.js)'], 'qasioun-software', {
    duties: [
      ['Design and build REST APIs in Node.js', 'تصميم وبناء واجهات REST باستخدام Node.js'],
      [
        'Write database queries and migrations for PostgreSQL',
        'كتابة استعلامات قاعدة البيانات وترحيلاتها في PostgreSQL',
      ],
      ['Monitor the servers and fix production issues', 'مراقبة الخوادم وإصلاح أعطال بيئة التشغيل'],
    ],
    needs: [
      [
        'Solid experience as a backend developer with Node.js and TypeScript',
        'خبرة متينة كمطور خلفيات باستخدام Node.js وTypeScript',
      ],
      [
        'Understanding of SQL, caching and security basics',
        'فهم للغة SQL والتخزين المؤقت وأساسيات الأمان',
      ],
    ],
    other: [
      'On call one week in six, paid separately.',
      'مناوبة أسبوع واحد من كل ستة أسابيع، بأجر منفصل.',
    ],
  }),
  job(['Mobile App Developer', 'مطور تطبيقات موبايل'], 'qasioun-software', {
    duties: [
      [
        'Develop our Android and iOS apps with React Native',
        'تطوير تطبيقاتنا على Android وiOS باستخدام React Native',
      ],
      [
        'Publish releases to Google Play and the App Store',
        'نشر الإصدارات على Google Play وApp Store',
      ],
      ['Fix the crashes that users report', 'إصلاح الأعطال التي يبلغ عنها المستخدمون'],
    ],
    needs: [
      ['A published mobile app in your portfolio', 'تطبيق موبايل منشور ضمن أعمالك السابقة'],
      [
        'Experience with push notifications and offline storage',
        'خبرة في الإشعارات الفورية والتخزين دون اتصال',
      ],
    ],
    other: ['A test phone of each platform is provided.', 'نوفر هاتف اختبار لكل منصة.'],
  }),
  job(['UI/UX Designer', 'مصمم واجهات وتجربة مستخدم'], 'horizon-marketing', {
    duties: [
      [
        'Research how users shop and search on the site',
        'دراسة طريقة تسوق المستخدمين وبحثهم في الموقع',
      ],
      [
        'Draw wireframes and clickable prototypes in Figma',
        'رسم المخططات الأولية والنماذج التفاعلية في Figma',
      ],
      [
        'Test designs with real users and improve them',
        'اختبار التصاميم مع مستخدمين حقيقيين وتحسينها',
      ],
    ],
    needs: [
      [
        'A portfolio of UI/UX designer work for web and mobile',
        'معرض أعمال في تصميم الواجهات وتجربة المستخدم للويب والموبايل',
      ],
      ['Knowledge of design systems and accessibility', 'معرفة بأنظمة التصميم وسهولة الوصول'],
    ],
    other: ['You join a team of four designers.', 'تنضم إلى فريق من أربعة مصممين.'],
  }),
  job(['Accountant', 'محاسب'], 'ebla-textiles', {
    duties: [
      ['Record the daily sales and purchase invoices', 'تسجيل فواتير المبيعات والمشتريات اليومية'],
      ['Prepare the monthly financial statements', 'إعداد القوائم المالية الشهرية'],
      ['Follow up on customer and supplier balances', 'متابعة أرصدة العملاء والموردين'],
    ],
    needs: [
      [
        'Two years as an accountant in a factory or a trading company',
        'خبرة سنتين كمحاسب في معمل أو شركة تجارية',
      ],
      ['Good command of Excel and accounting software', 'إتقان Excel وبرامج المحاسبة'],
    ],
    other: [
      'Work at the factory office in the industrial city.',
      'العمل في مكتب المعمل في المدينة الصناعية.',
    ],
  }),
  job(['Senior Accountant', 'محاسب أول'], 'ugarit-bank', {
    duties: [
      [
        'Review the branch ledgers and close each month',
        'مراجعة دفاتر الفروع وإقفال الحسابات الشهرية',
      ],
      [
        'Prepare reports for the central bank and the auditors',
        'إعداد التقارير لمصرف سورية المركزي ومدققي الحسابات',
      ],
      ['Supervise and train two junior accountants', 'الإشراف على محاسبين اثنين وتدريبهما'],
    ],
    needs: [
      ['Five years of experience, two of them in a bank', 'خبرة خمس سنوات، منها سنتان في مصرف'],
      ['A CMA or CPA certificate is a plus', 'شهادة CMA أو CPA ميزة إضافية'],
    ],
    experience: experienceNamed('3-5 years'),
    other: [
      'Banking-sector salary scale and a year-end bonus.',
      'سلم رواتب القطاع المصرفي ومكافأة نهاية السنة.',
    ],
  }),
  job(['Sales Representative', 'مندوب مبيعات'], 'barada-pharma', {
    duties: [
      [
        'Visit pharmacies and doctors to present our medicines',
        'زيارة الصيدليات والأطباء لعرض أدويتنا',
      ],
      [
        'Take orders and follow up on deliveries and payments',
        'تلقي الطلبيات ومتابعة التسليم والتحصيل',
      ],
      ['Meet the monthly sales targets of your area', 'تحقيق أهداف المبيعات الشهرية في منطقتك'],
    ],
    needs: [
      ['Driving licence and a good knowledge of the city', 'رخصة قيادة ومعرفة جيدة بالمدينة'],
      ['Studies in pharmacy or science are a plus', 'دراسة الصيدلة أو العلوم ميزة إضافية'],
    ],
    other: [
      'Company car and a fuel allowance for field visits.',
      'سيارة من الشركة وبدل وقود للزيارات الميدانية.',
    ],
  }),
  job(['Car Sales Consultant', 'مستشار مبيعات سيارات'], 'sham-motors', {
    duties: [
      [
        'Welcome customers in the showroom and present new and used cars',
        'استقبال الزبائن في المعرض وعرض السيارات الجديدة والمستعملة',
      ],
      [
        'Arrange test drives and explain the financing options',
        'ترتيب تجارب القيادة وشرح خيارات التمويل',
      ],
      ['Complete the sale and registration papers', 'إنجاز أوراق البيع والتسجيل'],
    ],
    needs: [
      ['Experience selling cars or other vehicles', 'خبرة في بيع السيارات أو المركبات الأخرى'],
      ['Valid driving licence', 'رخصة قيادة سارية'],
    ],
    other: [
      'Commission on every car sold; weekend shifts by rota.',
      'عمولة على كل سيارة تباع، ومناوبات العطلة الأسبوعية بالتناوب.',
    ],
  }),
  job(['Marketing Specialist', 'أخصائي تسويق'], 'horizon-marketing', {
    duties: [
      [
        "Plan marketing campaigns for our clients' brands",
        'تخطيط الحملات التسويقية لعلامات عملائنا التجارية',
      ],
      [
        'Track the results of each campaign and report on them',
        'متابعة نتائج كل حملة ورفع التقارير عنها',
      ],
      ['Write briefs for the design and content teams', 'كتابة الموجزات لفريقي التصميم والمحتوى'],
    ],
    needs: [
      ['Degree in marketing or business', 'شهادة في التسويق أو إدارة الأعمال'],
      ['Experience with Google and Meta ads', 'خبرة في إعلانات Google وMeta'],
    ],
    other: [
      'Clients in Syria and the Gulf, with some travel.',
      'عملاء في سوريا والخليج، مع سفر أحياناً.',
    ],
  }),
  job(['Social Media Manager', 'مدير وسائل التواصل الاجتماعي'], 'horizon-marketing', {
    duties: [
      [
        "Run our clients' social media pages and their posting calendars",
        'إدارة صفحات عملائنا على وسائل التواصل الاجتماعي وجداول النشر',
      ],
      [
        'Reply to comments and messages within the day',
        'الرد على التعليقات والرسائل خلال اليوم نفسه',
      ],
      ['Report reach and engagement every month', 'إعداد تقرير شهري عن الوصول والتفاعل'],
    ],
    needs: [
      ['Excellent writing in Arabic and English', 'كتابة ممتازة بالعربية والإنجليزية'],
      ['Basic photo and video editing', 'أساسيات تحرير الصور والفيديو'],
    ],
    other: [
      'Evening posts are shared by rota within the team.',
      'منشورات المساء موزعة بالتناوب على أعضاء الفريق.',
    ],
  }),
  job(['Customer Service Agent', 'موظف خدمة عملاء'], 'ugarit-bank', {
    duties: [
      [
        'Answer customer calls and chats about accounts and cards',
        'الرد على اتصالات العملاء ومحادثاتهم بشأن الحسابات والبطاقات',
      ],
      [
        'Solve complaints or pass them to the right department',
        'حل الشكاوى أو تحويلها إلى القسم المختص',
      ],
      ['Record every request in the service system', 'تسجيل كل طلب في نظام الخدمة'],
    ],
    needs: [
      ['Patience and a clear speaking voice', 'الصبر وصوت واضح في الحديث'],
      ['Typing in Arabic and English', 'الكتابة على الحاسوب بالعربية والإنجليزية'],
    ],
    other: [
      'Shifts between 8:00 and 20:00, two days off a week.',
      'مناوبات بين 8:00 و20:00، ويوما عطلة في الأسبوع.',
    ],
  }),
  job(['Receptionist', 'موظف استقبال'], 'jasmine-hotels', {
    duties: [
      [
        'Check guests in and out at the hotel reception',
        'تسجيل دخول النزلاء ومغادرتهم في استقبال الفندق',
      ],
      ['Answer phone calls and take room bookings', 'الرد على الهاتف وتلقي حجوزات الغرف'],
      [
        'Welcome visitors and help them with their requests',
        'الترحيب بالزوار ومساعدتهم في طلباتهم',
      ],
    ],
    needs: [
      [
        'Previous work as a receptionist, ideally in a hotel',
        'خبرة سابقة كموظف استقبال، ويفضل في فندق',
      ],
      ['Good spoken English; French is a plus', 'إنجليزية محكية جيدة، والفرنسية ميزة إضافية'],
    ],
    other: ['Meals during shifts and a hotel uniform.', 'وجبات خلال المناوبة وزي الفندق الموحد.'],
  }),
  job(['Pharmacist', 'صيدلاني'], 'barada-pharma', {
    duties: [
      [
        'Check the quality of raw materials and finished medicines',
        'فحص جودة المواد الأولية والأدوية الجاهزة',
      ],
      [
        'Keep the batch records that the Ministry of Health requires',
        'تنظيم سجلات التشغيلات التي تطلبها وزارة الصحة',
      ],
      ['Advise the sales team on our products', 'تقديم المشورة لفريق المبيعات حول منتجاتنا'],
    ],
    needs: [
      ['Licensed pharmacist, registered with the syndicate', 'صيدلاني مرخص ومسجل في النقابة'],
      ['Knowledge of good manufacturing practice (GMP)', 'معرفة بممارسات التصنيع الجيد (GMP)'],
    ],
    other: ['Day shifts only, at the factory in Adra.', 'دوام نهاري فقط، في المعمل في عدرا.'],
  }),
  job(['Registered Nurse', 'ممرض مجاز'], 'damascus-medical', {
    duties: [
      ['Care for the patients of the surgical ward', 'رعاية مرضى قسم الجراحة'],
      ['Give medicines and record vital signs', 'إعطاء الأدوية وتسجيل العلامات الحيوية'],
      [
        'Prepare patients for their operations and for going home',
        'تحضير المرضى للعمليات وللخروج من المستشفى',
      ],
    ],
    needs: [
      [
        'Nursing degree and a registered nurse licence',
        'إجازة في التمريض وترخيص مزاولة المهنة كممرض مجاز',
      ],
      ['Able to work night shifts', 'القدرة على العمل في المناوبات الليلية'],
    ],
    other: ['Night shifts are paid at a higher rate.', 'المناوبات الليلية بأجر أعلى.'],
  }),
  job(['Civil Engineer', 'مهندس مدني'], 'orontes-engineering', {
    duties: [
      [
        'Prepare structural drawings and bills of quantities',
        'إعداد المخططات الإنشائية وجداول الكميات',
      ],
      ['Follow the concrete and steel works on site', 'متابعة أعمال البيتون والحديد في الموقع'],
      [
        "Check the contractors' work against the civil engineering specifications",
        'مطابقة أعمال المقاولين مع مواصفات الهندسة المدنية',
      ],
    ],
    needs: [
      [
        'Degree in civil engineering, member of the Engineers Syndicate',
        'إجازة في الهندسة المدنية وعضوية نقابة المهندسين',
      ],
      ['AutoCAD and a structural analysis program', 'إتقان AutoCAD وأحد برامج التحليل الإنشائي'],
    ],
    other: [
      'Projects in Damascus and Homs, with transport to the sites.',
      'مشاريع في دمشق وحمص، مع تأمين النقل إلى المواقع.',
    ],
  }),
  job(['Electrical Engineer', 'مهندس كهربائي'], 'orontes-engineering', {
    duties: [
      [
        'Design lighting and power installations for buildings',
        'تصميم تمديدات الإنارة والقدرة للأبنية',
      ],
      [
        'Size generators, solar systems and switchboards',
        'حساب استطاعة المولدات والأنظمة الشمسية ولوحات التوزيع',
      ],
      ['Test and hand over the electrical installations', 'اختبار التمديدات الكهربائية وتسليمها'],
    ],
    needs: [
      ['Degree in electrical engineering', 'إجازة في الهندسة الكهربائية'],
      [
        'Experience with solar energy projects is a plus',
        'الخبرة في مشاريع الطاقة الشمسية ميزة إضافية',
      ],
    ],
    other: [
      'Paid courses towards a solar installer certificate.',
      'دورات مدفوعة للحصول على شهادة في تركيب الأنظمة الشمسية.',
    ],
  }),
  job(['Site Supervisor', 'مشرف موقع'], 'orontes-engineering', {
    duties: [
      ['Organise the daily work of the crews on site', 'تنظيم العمل اليومي للورشات في الموقع'],
      ['Receive materials and keep the site stock records', 'استلام المواد وتسجيل مخزون الموقع'],
      [
        'Enforce safety rules and report progress to the engineer',
        'فرض قواعد السلامة ورفع تقارير التقدم إلى المهندس',
      ],
    ],
    needs: [
      ['Five years on construction sites', 'خمس سنوات في مواقع البناء'],
      ['Able to read construction drawings', 'القدرة على قراءة المخططات الإنشائية'],
    ],
    other: [
      'Housing near the site for projects outside Damascus.',
      'سكن قرب الموقع في المشاريع خارج دمشق.',
    ],
  }),
  job(['Truck Driver', 'سائق شاحنة'], 'levant-logistics', {
    duties: [
      [
        "Drive the company's trucks between Damascus, Homs and Latakia",
        'قيادة شاحنات الشركة بين دمشق وحمص واللاذقية',
      ],
      ['Check the truck before every trip', 'فحص الشاحنة قبل كل رحلة'],
      [
        'Load and unload with the warehouse team and check the delivery notes',
        'التحميل والتفريغ مع فريق المستودع ومطابقة إشعارات التسليم',
      ],
    ],
    needs: [
      ['Heavy truck driving licence', 'رخصة قيادة شاحنات ثقيلة'],
      ['Three years as a truck driver without accidents', 'خبرة ثلاث سنوات كسائق شاحنة دون حوادث'],
    ],
    experience: experienceNamed('3-5 years'),
    other: ['Daily travel allowance on long trips.', 'بدل سفر يومي في الرحلات الطويلة.'],
  }),
  job(['Delivery Driver', 'سائق توصيل'], 'unnamed', {
    duties: [
      [
        'Deliver parcels to homes and shops across the city',
        'توصيل الطرود إلى المنازل والمحلات في أنحاء المدينة',
      ],
      [
        'Collect cash on delivery and hand it in every day',
        'تحصيل المبالغ عند التسليم وتسليمها يومياً',
      ],
      ["Plan the day's route to save time and fuel", 'تخطيط مسار اليوم لتوفير الوقت والوقود'],
    ],
    needs: [
      ['Motorcycle or car driving licence', 'رخصة قيادة دراجة نارية أو سيارة'],
      ["Good knowledge of the city's streets", 'معرفة جيدة بشوارع المدينة'],
    ],
    other: [
      'Own motorcycle preferred; fuel is paid per delivery.',
      'يفضل امتلاك دراجة نارية، ويدفع الوقود عن كل توصيلة.',
    ],
  }),
  job(['Warehouse Keeper', 'أمين مستودع'], 'levant-logistics', {
    duties: [
      ['Receive and ship goods against their documents', 'استلام البضائع وشحنها وفق مستنداتها'],
      ["Keep the warehouse's stock system up to date", 'تحديث نظام مخزون المستودع باستمرار'],
      ['Run the monthly stock count', 'إجراء الجرد الشهري'],
    ],
    needs: [
      [
        'Experience with inventory software and barcode scanners',
        'خبرة في برامج المخزون وقارئات الباركود',
      ],
      ['A forklift licence is a plus', 'رخصة قيادة الرافعة الشوكية ميزة إضافية'],
    ],
    other: [
      'Warehouse in the Adra industrial zone; company bus from Damascus.',
      'المستودع في منطقة عدرا الصناعية، مع باص للشركة من دمشق.',
    ],
  }),
  job(['Chef de Partie', 'طاهٍ رئيسي لقسم'], 'jasmine-hotels', {
    duties: [
      [
        'Run the grill section of the hotel kitchen as its chef',
        'العمل طاهياً رئيسياً لقسم المشاوي في مطبخ الفندق',
      ],
      ['Prepare sauces and garnishes before service', 'تحضير الصلصات والمقبلات قبل الخدمة'],
      ['Train the commis chefs of the section', 'تدريب مساعدي الطهاة في القسم'],
    ],
    needs: [
      ['Three years as a cook in a hotel or restaurant', 'ثلاث سنوات طاهياً في فندق أو مطعم'],
      ['Food hygiene certificate', 'شهادة في سلامة الغذاء'],
    ],
    other: [
      'Split shifts, with staff meals and a uniform.',
      'دوام على فترتين، مع وجبات للموظفين وزي موحد.',
    ],
  }),
  job(['Waiter', 'نادل'], 'jasmine-hotels', {
    duties: [
      ["Serve guests in the hotel's restaurant and café", 'خدمة الضيوف في مطعم الفندق ومقهاه'],
      ['Take orders and explain the menu', 'تلقي الطلبات وشرح قائمة الطعام'],
      ["Set and clear tables to the hotel's standard", 'تجهيز الطاولات ورفعها وفق معايير الفندق'],
    ],
    needs: [
      ['Previous work as a waiter is a plus', 'العمل سابقاً كنادل ميزة إضافية'],
      ['Neat appearance and a friendly manner', 'مظهر لائق وأسلوب ودود'],
    ],
    other: ['Tips are shared among the team every week.', 'الإكراميات توزع على الفريق أسبوعياً.'],
  }),
  job(['English Teacher', 'مدرس لغة إنجليزية'], 'al-nour-schools', {
    duties: [
      ['Teach English to grades 4 to 9', 'تدريس اللغة الإنجليزية للصفوف من الرابع إلى التاسع'],
      ['Plan lessons and prepare exams', 'تحضير الدروس وإعداد الامتحانات'],
      ["Follow each student's progress and meet the parents", 'متابعة تقدم كل طالب ولقاء الأهالي'],
    ],
    needs: [
      [
        'Degree in English literature or a teaching diploma',
        'إجازة في الأدب الإنجليزي أو دبلوم تأهيل تربوي',
      ],
      ['Fluent spoken English', 'طلاقة في التحدث بالإنجليزية'],
    ],
    other: [
      'School hours, 7:45 to 14:00, and a paid summer holiday.',
      'دوام مدرسي من 7:45 إلى 14:00، وعطلة صيفية مدفوعة.',
    ],
  }),
  job(['Maths Teacher', 'مدرس رياضيات'], 'al-nour-schools', {
    duties: [
      ['Teach maths to grades 7 to 12', 'تدريس الرياضيات للصفوف من السابع إلى الثاني عشر'],
      ['Prepare students for the national exams', 'تحضير الطلاب للامتحانات العامة'],
      [
        'Mark homework and give extra lessons to those who need them',
        'تصحيح الوظائف وإعطاء دروس إضافية لمن يحتاجها',
      ],
    ],
    needs: [
      ['Degree in mathematics', 'إجازة في الرياضيات'],
      ['Two years of teaching in a school', 'خبرة سنتين في التدريس في مدرسة'],
    ],
    other: [
      'Classes of at most 25 students and a weekly planning period.',
      'صفوف لا تتجاوز 25 طالباً وحصة أسبوعية للتخطيط.',
    ],
  }),
  job(['HR Officer', 'موظف موارد بشرية'], 'ugarit-bank', {
    duties: [
      ['Publish vacancies and arrange interviews', 'نشر الوظائف الشاغرة وترتيب المقابلات'],
      [
        'Keep employee files and leave and attendance records',
        'حفظ ملفات الموظفين وسجلات الإجازات والدوام',
      ],
      [
        'Prepare the monthly payroll with the finance team',
        'إعداد جداول الرواتب الشهرية مع الفريق المالي',
      ],
    ],
    needs: [
      ['Two years as an HR officer', 'خبرة سنتين في الموارد البشرية'],
      ['Knowledge of the Syrian labour law', 'معرفة بقانون العمل السوري'],
    ],
    other: [
      'A training budget for a professional HR certificate.',
      'ميزانية تدريب للحصول على شهادة مهنية في الموارد البشرية.',
    ],
  }),
  job(['Translator (Arabic–English)', 'مترجم (عربي–إنجليزي)'], 'unnamed', {
    duties: [
      [
        'Translate contracts and business letters between Arabic and English',
        'ترجمة العقود والمراسلات التجارية بين العربية والإنجليزية',
      ],
      ['Proofread the work of other translators', 'تدقيق ترجمات المترجمين الآخرين'],
      ["Keep a glossary of each client's terms", 'الحفاظ على مسرد بمصطلحات كل عميل'],
    ],
    needs: [
      ['Degree in translation or English literature', 'إجازة في الترجمة أو الأدب الإنجليزي'],
      ['A sworn translator licence is a plus', 'ترخيص الترجمة المحلفة ميزة إضافية'],
    ],
    other: ['Paid per page, working from home.', 'الأجر بحسب الصفحة، والعمل من المنزل.'],
  }),
  job(['Graphic Designer', 'مصمم جرافيك'], 'horizon-marketing', {
    duties: [
      [
        'Design posts, banners and print ads for our clients',
        'تصميم المنشورات واللافتات والإعلانات المطبوعة لعملائنا',
      ],
      ['Prepare files for printers and screens', 'تجهيز الملفات للمطابع والشاشات'],
      ["Keep each brand's colours and fonts consistent", 'الالتزام بألوان وخطوط كل علامة تجارية'],
    ],
    needs: [
      ['A graphic design portfolio', 'معرض أعمال في التصميم الجرافيكي'],
      ['Photoshop, Illustrator and InDesign', 'إتقان Photoshop وIllustrator وInDesign'],
    ],
    other: ['A new computer and licensed design software.', 'حاسوب جديد وبرامج تصميم مرخصة.'],
  }),
  job(['Car Mechanic', 'ميكانيكي سيارات'], 'sham-motors', {
    duties: [
      [
        'Diagnose and repair engines, brakes and suspensions',
        'تشخيص أعطال المحركات والمكابح والتعليق وإصلاحها',
      ],
      [
        "Carry out the periodic servicing of customers' cars",
        'إجراء الصيانة الدورية لسيارات الزبائن',
      ],
      ["Use the workshop's computer diagnostic tools", 'استخدام أجهزة الفحص بالكمبيوتر في الورشة'],
    ],
    needs: [
      [
        'Five years as a mechanic, preferably on Korean and Japanese cars',
        'خمس سنوات في الميكانيك، ويفضل على السيارات الكورية واليابانية',
      ],
      ['Vocational school certificate', 'شهادة معهد أو ثانوية صناعية'],
    ],
    other: [
      "Tools provided and a bonus on each month's work.",
      'عدة العمل مؤمنة ومكافأة على أعمال كل شهر.',
    ],
  }),
  job(['Real Estate Agent', 'وسيط عقاري'], 'khoury-real-estate', {
    duties: [
      [
        'Show apartments and shops to buyers and tenants',
        'عرض الشقق والمحلات على المشترين والمستأجرين',
      ],
      [
        'List new properties with their photos and prices',
        'إدراج العقارات الجديدة مع صورها وأسعارها',
      ],
      [
        'Negotiate prices and follow each sale through to its end',
        'التفاوض على الأسعار ومتابعة المعاملات العقارية حتى نهايتها',
      ],
    ],
    needs: [
      [
        "Knowledge of Damascus's neighbourhoods and real estate prices",
        'معرفة بأحياء دمشق وأسعار العقارات',
      ],
      ['Own car is a plus', 'امتلاك سيارة ميزة إضافية'],
    ],
    other: ['Base salary plus a share of every commission.', 'راتب أساسي ونسبة من كل عمولة.'],
  }),
  job(['Bank Teller', 'أمين صندوق'], 'ugarit-bank', {
    duties: [
      [
        'Handle cash deposits and withdrawals at the counter',
        'تنفيذ عمليات الإيداع والسحب النقدي على الشباك',
      ],
      ["Balance the teller's cash box at the end of each day", 'مطابقة الصندوق في نهاية كل يوم'],
      ['Check identity documents and signatures', 'التحقق من الوثائق الشخصية والتواقيع'],
    ],
    needs: [
      [
        'Degree in banking, finance or economics',
        'إجازة في العلوم المصرفية أو المالية أو الاقتصاد',
      ],
      ['Accuracy with cash and numbers', 'دقة في التعامل مع النقد والأرقام'],
    ],
    other: [
      'Branch hours, 8:00 to 15:00, Sunday to Thursday.',
      'دوام الفرع من 8:00 إلى 15:00، من الأحد إلى الخميس.',
    ],
  }),
  job(['Data Analyst', 'محلل بيانات'], 'qasioun-software', {
    duties: [
      [
        "Build dashboards of our clients' sales and usage data",
        'بناء لوحات بيانات لمبيعات عملائنا واستخدامهم',
      ],
      [
        'Clean and join data from several sources with SQL',
        'تنظيف البيانات ودمجها من مصادر متعددة باستخدام SQL',
      ],
      ['Present findings to managers in plain words', 'عرض النتائج على المدراء بلغة بسيطة'],
    ],
    needs: [
      ['Strong SQL and Excel; Python is a plus', 'إتقان SQL وExcel، وPython ميزة إضافية'],
      [
        'Degree in statistics, mathematics or computer science',
        'إجازة في الإحصاء أو الرياضيات أو علوم الحاسوب',
      ],
    ],
    other: ['Paid access to online courses.', 'اشتراك مدفوع في دورات تدريبية عبر الإنترنت.'],
  }),
  job(['Network Administrator', 'مدير شبكات'], 'ugarit-bank', {
    duties: [
      ['Run the network of the head office and the branches', 'إدارة شبكات الإدارة العامة والفروع'],
      ['Configure routers, firewalls and VPN links', 'إعداد الموجهات والجدران النارية وروابط VPN'],
      ['Monitor uptime and respond to outages', 'مراقبة استمرارية الخدمة والاستجابة للانقطاعات'],
    ],
    needs: [
      ['CCNA or an equivalent certificate', 'شهادة CCNA أو ما يعادلها'],
      ['Three years administering networks', 'ثلاث سنوات في إدارة الشبكات'],
    ],
    other: ['On-call allowance and a company phone.', 'بدل مناوبة وهاتف من الشركة.'],
  }),
  job(['Content Writer', 'كاتب محتوى'], 'unnamed', {
    duties: [
      [
        'Write articles, product pages and ad copy in Arabic',
        'كتابة المقالات وصفحات المنتجات ونصوص الإعلانات بالعربية',
      ],
      ['Adapt English content for Syrian readers', 'تكييف المحتوى الإنجليزي للقارئ السوري'],
      ['Research topics and check facts', 'البحث في المواضيع والتحقق من المعلومات'],
    ],
    needs: [
      ['Samples of published writing', 'نماذج من كتابات منشورة'],
      ['Basic knowledge of SEO', 'معرفة أساسية بتحسين الظهور في محركات البحث'],
    ],
    other: [
      'Freelance contract for a set number of articles a month.',
      'عقد عمل حر بعدد محدد من المقالات شهرياً.',
    ],
  }),
  job(['Project Manager', 'مدير مشاريع'], 'orontes-engineering', {
    duties: [
      [
        'Plan the schedule and budget of construction projects',
        'تخطيط الجدول الزمني والميزانية لمشاريع البناء',
      ],
      [
        'Coordinate the engineers, the contractors and the client',
        'التنسيق بين المهندسين والمقاولين والعميل',
      ],
      ['Report progress and costs every week', 'رفع تقارير أسبوعية عن التقدم والتكاليف'],
    ],
    needs: [
      [
        'Ten years in construction, five of them managing projects',
        'عشر سنوات في البناء، منها خمس في إدارة المشاريع',
      ],
      ['A PMP certificate is a plus', 'شهادة PMP ميزة إضافية'],
    ],
    other: [
      "Company car and a share of the project's profit.",
      'سيارة من الشركة ونسبة من أرباح المشروع.',
    ],
  }),
  job(['Executive Secretary', 'سكرتير تنفيذي'], 'khoury-real-estate', {
    duties: [
      ["Manage the general manager's calendar and calls", 'إدارة مواعيد المدير العام ومكالماته'],
      ['Prepare letters, minutes and contracts', 'إعداد المراسلات ومحاضر الاجتماعات والعقود'],
      ['Organise meetings and travel', 'تنظيم الاجتماعات والسفر'],
    ],
    needs: [
      [
        'Three years as an executive secretary or assistant',
        'ثلاث سنوات سكرتيراً تنفيذياً أو مساعداً إدارياً',
      ],
      ['Fast typing in Arabic and English', 'طباعة سريعة بالعربية والإنجليزية'],
    ],
    other: [
      'Office in Abu Rummaneh, Sunday to Thursday.',
      'المكتب في أبو رمانة، من الأحد إلى الخميس.',
    ],
  }),
  job(['Laboratory Technician', 'فني مختبر'], 'damascus-medical', {
    duties: [
      ['Take blood and other samples from patients', 'سحب عينات الدم وغيرها من المرضى'],
      ["Run tests on the laboratory's analysers", 'إجراء التحاليل على أجهزة المختبر'],
      [
        'Record results and keep the equipment calibrated',
        'تسجيل النتائج والحفاظ على معايرة الأجهزة',
      ],
    ],
    needs: [
      ['Diploma in medical laboratory science', 'شهادة معهد في التحاليل الطبية'],
      ['Willing to work rotating shifts', 'الاستعداد للعمل بنظام المناوبات'],
    ],
    other: ['Free medical care for you and your family.', 'رعاية طبية مجانية لك ولعائلتك.'],
  }),
];
