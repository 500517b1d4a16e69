import type { Brand } from '../ui/brand-icons';

/** What is shared: a page's title and its address. */
export type Shared = { title: string; url: string };

/** The networks a page can be shared to without the Web Share API, with their share address. */
export const SHARE_TARGETS: readonly {
  brand: Brand;
  name: string;
  href: (shared: Shared) => string;
}[] = [
  {
    brand: 'whatsapp',
    name: 'WhatsApp',
    href: ({ title, url }) =>
      `https://wa.me/?${new URLSearchParams({ text: `${title} ${url}` }).toString()}`,
  },
  {
    brand: 'telegram',
    name: 'Telegram',
    href: ({ title, url }) =>
      `https://t.me/share/url?${new URLSearchParams({ url, text: title }).toString()}`,
  },
  {
    brand: 'facebook',
    name: 'Facebook',
    href: ({ url }) =>
      `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url }).toString()}`,
  },
  {
    brand: 'x',
    name: 'X',
    href: ({ title, url }) =>
      `https://x.com/intent/post?${new URLSearchParams({ url, text: title }).toString()}`,
  },
];
