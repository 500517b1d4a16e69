import {
  CATEGORY_IDS,
  type ChatSubjectKind,
  type Lang,
  type QueueKind,
  type ReportTarget,
} from '@souq/contracts';

/** The footer's pages; the about page is the top menu's about-us page (one address). */
export type InfoPage = 'about' | 'terms' | 'faq' | 'privacy' | 'refund' | 'safety';

/** Every in-app link is built here, always under its language prefix. */
export const paths = {
  home: (lang: Lang) => `/${lang}`,
  /** A category's page; the jobs category's is the jobs list (issue 16). */
  category: (lang: Lang, id: number) =>
    id === CATEGORY_IDS.jobs ? `/${lang}/jobs` : `/${lang}/category/${String(id)}`,
  jobs: (lang: Lang) => `/${lang}/jobs`,
  /** The search results page; its search (`?q=…`) is added by its form and links. */
  search: (lang: Lang) => `/${lang}/search`,
  job: (lang: Lang, id: number) => `/${lang}/job/${id}`,
  ad: (lang: Lang, id: number) => `/${lang}/ad/${String(id)}`,
  postAd: (lang: Lang) => `/${lang}/post`,
  editAd: (lang: Lang, id: number) => `/${lang}/my-ads/${String(id)}/edit`,
  myAds: (lang: Lang) => `/${lang}/my-ads`,
  serviceProviders: (lang: Lang) => `/${lang}/service-providers`,
  aboutUs: (lang: Lang) => `/${lang}/about-us`,
  contactUs: (lang: Lang) => `/${lang}/contact-us`,
  favorites: (lang: Lang) => `/${lang}/favorites`,
  notifications: (lang: Lang) => `/${lang}/notifications`,
  /** The notification settings: a card of the profile's settings. */
  notificationSettings: (lang: Lang) => `/${lang}/profile#notification-settings`,
  savedSearches: (lang: Lang) => `/${lang}/saved-searches`,
  messages: (lang: Lang) => `/${lang}/messages`,
  conversation: (lang: Lang, id: number) => `/${lang}/messages/${String(id)}`,
  /** Opens (or starts) the conversation about an ad, store or job: where login brings a visitor. */
  startConversation: (lang: Lang, subject: { kind: ChatSubjectKind; id: number }) =>
    `/${lang}/messages/new?${subject.kind}=${String(subject.id)}`,
  applications: (lang: Lang) => `/${lang}/applications`,
  profile: (lang: Lang) => `/${lang}/profile`,
  confirmPhone: (lang: Lang) => `/${lang}/profile/phone`,
  store: (lang: Lang, id: number) => `/${lang}/store/${String(id)}`,
  userProfile: (lang: Lang, id: number) => `/${lang}/user/${String(id)}/profile`,
  info: (lang: Lang, page: InfoPage) =>
    page === 'about' ? `/${lang}/about-us` : `/${lang}/${page}`,
  register: (lang: Lang) => `/${lang}/register`,
  chooseInterest: (lang: Lang) => `/${lang}/Choose-Interest`,
  verifyPhoneOtp: (lang: Lang) => `/${lang}/Verify-Phone-OTP`,
  forgotPassword: (lang: Lang) => `/${lang}/ForgetPassword`,
  resetOtp: (lang: Lang) => `/${lang}/OTP-Verification`,
  newPassword: (lang: Lang) => `/${lang}/Add-New-Password`,
  /** The moderation console (staff only). */
  admin: {
    dashboard: (lang: Lang) => `/${lang}/admin`,
    queue: (lang: Lang, kind: QueueKind = 'reports') =>
      kind === 'reports' ? `/${lang}/admin/queue` : `/${lang}/admin/queue?kind=${kind}`,
    report: (lang: Lang, target: ReportTarget, id: number) =>
      `/${lang}/admin/reports/${target}/${String(id)}`,
    user: (lang: Lang, id: number) => `/${lang}/admin/users/${String(id)}`,
    audit: (lang: Lang) => `/${lang}/admin/audit`,
    words: (lang: Lang) => `/${lang}/admin/words`,
    settings: (lang: Lang) => `/${lang}/admin/settings`,
    content: (lang: Lang) => `/${lang}/admin/content`,
    banners: (lang: Lang) => `/${lang}/admin/banners`,
    places: (lang: Lang) => `/${lang}/admin/places`,
    interests: (lang: Lang) => `/${lang}/admin/interests`,
    legals: (lang: Lang) => `/${lang}/admin/legals`,
    serviceProviders: (lang: Lang) => `/${lang}/admin/service-providers`,
    contact: (lang: Lang) => `/${lang}/admin/contact`,
    categories: (lang: Lang) => `/${lang}/admin/categories`,
    categoryFilters: (lang: Lang, categoryId: number) =>
      `/${lang}/admin/categories/${String(categoryId)}/filters`,
  },
  login: (lang: Lang, redirect?: string) =>
    redirect === undefined
      ? `/${lang}/login`
      : `/${lang}/login?${new URLSearchParams({ redirect }).toString()}`,
};

/** The menus' link: category 10 opens the service providers, the rest their page. */
export function categoryLink(lang: Lang, id: number): string {
  if (id === CATEGORY_IDS.serviceProviders) return paths.serviceProviders(lang);
  return paths.category(lang, id);
}
