import { CATEGORY_IDS, type Lang } from '@souq/contracts';

/** Footer pages the spec lists without a screen of their own yet. */
export type InfoPage = 'about' | 'terms' | 'faq' | 'privacy' | 'refund';

/** Every in-app link is built here, always under its language prefix. */
export const paths = {
  home: (lang: Lang) => `/${lang}`,
  category: (lang: Lang, id: number) => `/${lang}/category/${id}`,
  jobs: (lang: Lang) => `/${lang}/jobs`,
  job: (lang: Lang, id: number) => `/${lang}/job/${id}`,
  serviceProviders: (lang: Lang) => `/${lang}/service-providers`,
  aboutUs: (lang: Lang) => `/${lang}/about-us`,
  contactUs: (lang: Lang) => `/${lang}/contact-us`,
  favorites: (lang: Lang) => `/${lang}/favorites`,
  profile: (lang: Lang) => `/${lang}/profile`,
  store: (lang: Lang, id: number) => `/${lang}/store/${String(id)}`,
  userProfile: (lang: Lang, id: number) => `/${lang}/user/${String(id)}/profile`,
  info: (lang: Lang, page: InfoPage) => `/${lang}/${page}`,
  register: (lang: Lang) => `/${lang}/register`,
  chooseInterest: (lang: Lang) => `/${lang}/Choose-Interest`,
  verifyPhoneOtp: (lang: Lang) => `/${lang}/Verify-Phone-OTP`,
  forgotPassword: (lang: Lang) => `/${lang}/ForgetPassword`,
  resetOtp: (lang: Lang) => `/${lang}/OTP-Verification`,
  newPassword: (lang: Lang) => `/${lang}/Add-New-Password`,
  login: (lang: Lang, redirect?: string) =>
    redirect === undefined
      ? `/${lang}/login`
      : `/${lang}/login?${new URLSearchParams({ redirect }).toString()}`,
};

/** Category 6 is the jobs board and 10 the service providers; the rest open the category page. */
export function categoryLink(lang: Lang, id: number): string {
  if (id === CATEGORY_IDS.jobs) return paths.jobs(lang);
  if (id === CATEGORY_IDS.serviceProviders) return paths.serviceProviders(lang);
  return paths.category(lang, id);
}
