/**
 * The pages of a visitor's own (their account, ads, messages) and the sign-in pages, by their
 * path under a language (apps/web routes.tsx): kept out of search engines by robots.txt and by
 * `noindex`. `:id` stands for an id.
 */
export const ACCOUNT_PAGES = [
  'profile',
  'profile/phone',
  'favorites',
  'applications',
  'messages',
  'messages/:id',
  'post',
  'my-ads',
  'my-ads/:id/edit',
] as const;

export const SIGN_IN_PAGES = [
  'login',
  'register',
  'Choose-Interest',
  'Verify-Phone-OTP',
  'ForgetPassword',
  'OTP-Verification',
  'Add-New-Password',
] as const;

/** The moderation console's section (apps/web features/admin): staff only, every page under it. */
export const ADMIN_SECTION = 'admin';

/** Those pages' paths under a language, whatever follows them (robots.txt's `Disallow` lines). */
export const PRIVATE_PATH_PREFIXES = [
  ...new Set(
    [...ACCOUNT_PAGES, ...SIGN_IN_PAGES, ADMIN_SECTION].map((page) => page.split('/')[0] ?? page),
  ),
];

/**
 * Whether a path under a language (`['admin', 'queue']`) is a console page: kept out of search
 * engines like the others, and never stored by a browser or a proxy (`no-store`).
 */
export function isAdminPage(path: readonly string[]): boolean {
  return path[0]?.toLowerCase() === ADMIN_SECTION;
}

/** Whether a path under a language (`['messages', '7']`) is one of those pages. */
export function isPrivatePage(path: readonly string[]): boolean {
  if (isAdminPage(path)) return true;
  return [...ACCOUNT_PAGES, ...SIGN_IN_PAGES].some((page) => {
    const parts = page.split('/');
    return (
      parts.length === path.length &&
      // The web app's router matches paths whatever their case, and a parameter whatever it holds.
      parts.every((part, i) => part === ':id' || part.toLowerCase() === path[i]?.toLowerCase())
    );
  });
}
