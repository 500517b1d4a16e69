import type { PushMessage } from '@souq/contracts';
import { describe, expect, it } from 'vitest';
import { notificationOf, pageOfNotification } from './push-notification';

const MESSAGE: PushMessage = {
  id: 42,
  kind: 'price_drop',
  en: { title: 'Lower price on a favorite', body: 'Bike is now 90 S.P', url: '/en/ad/7' },
  ar: { title: 'انخفاض سعر في المفضلة', body: 'أصبح سعر Bike 90 ل.س', url: '/ar/ad/7' },
};

describe('a push’s notification', () => {
  it('is in the language asked for, tagged with its id, opening its link', () => {
    expect(notificationOf(MESSAGE, 'ar')).toEqual({
      title: 'انخفاض سعر في المفضلة',
      options: {
        body: 'أصبح سعر Bike 90 ل.س',
        tag: '42',
        data: { url: '/ar/ad/7' },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        lang: 'ar',
        dir: 'rtl',
      },
    });
    expect(notificationOf(MESSAGE, 'en')?.options).toMatchObject({ lang: 'en', dir: 'ltr' });
  });

  it('is nothing for a payload that is not a push message', () => {
    expect(notificationOf(undefined, 'en')).toBeUndefined();
    expect(notificationOf({ ...MESSAGE, id: '42' }, 'en')).toBeUndefined();
    expect(notificationOf({ ...MESSAGE, en: { title: 'x' } }, 'en')).toBeUndefined();
  });

  it('opens a page of the site only', () => {
    const origin = 'https://souq.example';
    expect(pageOfNotification({ url: '/ar/ad/7' }, origin)).toBe('https://souq.example/ar/ad/7');
    expect(pageOfNotification({ url: 'https://elsewhere.example/x' }, origin)).toBe(
      'https://souq.example/',
    );
    expect(pageOfNotification(null, origin)).toBe('https://souq.example/');
  });
});
