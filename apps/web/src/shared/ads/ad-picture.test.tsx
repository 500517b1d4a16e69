import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdPicture } from './ad-picture';

const picture = (width: number, height: number) => ({
  src: '/media/a.webp',
  srcset: '/media/a.webp 640w',
  width,
  height,
});

describe('AdPicture', () => {
  it('shows a portrait photo whole in a landscape slot, a landscape one filling it', () => {
    render(
      <>
        <AdPicture image={picture(600, 900)} alt="portrait" sizes="100vw" />
        <AdPicture image={picture(1200, 800)} alt="landscape" sizes="100vw" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'portrait' }).className).toContain('object-contain');
    expect(screen.getByRole('img', { name: 'landscape' }).className).toContain('object-cover');
  });

  it('shows every photo whole when asked (the ad page)', () => {
    render(<AdPicture image={picture(1200, 800)} alt="whole" sizes="100vw" fit="contain" />);
    expect(screen.getByRole('img', { name: 'whole' }).className).toContain('object-contain');
  });
});
