import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { afterHydration, HydrateLater, hydrateInTurns } from './hydrate-later';

/** A button that counts its taps: it answers only once hydrated. */
function Counter({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setTaps((n) => n + 1);
      }}
    >
      {name} {taps}
    </button>
  );
}

function Page({ empty = false }: { empty?: boolean }) {
  return (
    <div>
      <Counter name="top" />
      <HydrateLater>
        <section>
          <Counter name="middle" />
          <HydrateLater>
            <Counter name="inner" />
          </HydrateLater>
        </section>
      </HydrateLater>
      <HydrateLater>{empty ? null : <Counter name="bottom" />}</HydrateLater>
      <p>end</p>
    </div>
  );
}

const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].filter((b) =>
    b.textContent.startsWith(`${name} `),
  );
  expect(found).toHaveLength(1);
  return found[0] as HTMLButtonElement;
};

/**
 * Taps the button and tells whether it answered (its count went up) once Preact has rendered,
 * which it does in a microtask: no turn (a task) comes in between.
 */
async function answers(container: HTMLElement, name: string): Promise<boolean> {
  const before = button(container, name).textContent;
  button(container, name).click();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return button(container, name).textContent !== before;
}

function serverPage(page: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HydrateLater', () => {
  it('renders its sections in place on the server, each in one element', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<div class="contents"><section><button');
    expect(html).toContain('<div class="contents"><button type="button">bottom');
  });

  it('hydrates the page at once but its sections in later turns, inner after outer, keeping the server DOM', async () => {
    const container = serverPage(<Page />);
    const serverHtml = container.innerHTML;
    const page = { alive: false };

    hydrateInTurns(() => hydrateRoot(container, <Page />));
    afterHydration(() => (page.alive = true));

    // The rest of the page answers at once; the sections are the server's until their turn.
    expect(container.innerHTML).toBe(serverHtml);
    expect(await answers(container, 'top')).toBe(true);
    expect(await answers(container, 'middle')).toBe(false);
    expect(page.alive).toBe(false);

    for (let i = 0; i < 10 && !page.alive; i += 1) await turn();
    expect(page.alive).toBe(true);
    for (const name of ['middle', 'inner', 'bottom']) {
      expect(await answers(container, name)).toBe(true);
    }
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('keeps the place of a section that renders nothing', async () => {
    const container = serverPage(<Page empty />);
    const page = { alive: false };
    hydrateInTurns(() => hydrateRoot(container, <Page empty />));
    afterHydration(() => (page.alive = true));
    for (let i = 0; i < 10 && !page.alive; i += 1) await turn();

    expect(page.alive).toBe(true);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelectorAll('button')).toHaveLength(3);
    expect(await answers(container, 'inner')).toBe(true);
  });

  it('outside a hydration renders its sections at once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Page />);
    expect(container.querySelectorAll('button')).toHaveLength(4);
    expect(await answers(container, 'inner')).toBe(true);
  });
});
