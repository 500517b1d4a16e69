import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loaded, PagedList } from './loaded';

function Screen({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['words'], queryFn: load, retry: false });
  return <Loaded query={query}>{(words) => <p>{words.join(', ')}</p>}</Loaded>;
}

function renderScreen(load: () => Promise<string[]>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Screen load={load} />
    </QueryClientProvider>,
  );
}

describe('Loaded', () => {
  it('shows the loading state, then what its children make of the data', async () => {
    let answer: (words: string[]) => void = () => undefined;
    renderScreen(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading...');
    answer(['scam', 'fake']);
    expect(await screen.findByText('scam, fake')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the query's error, and no data", async () => {
    renderScreen(() => Promise.reject(new Error('Server down')));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Server down');
  });
});

describe('PagedList', () => {
  const words = (data: string[], page: number, last: number) => ({
    data,
    current_page: page,
    per_page: 2,
    total: last * 2,
    last_page: last,
  });

  function renderList(
    load: () => Promise<ReturnType<typeof words>>,
    onPage: (page: number) => void,
  ) {
    function List() {
      const query = useQuery({ queryKey: ['paged'], queryFn: load, retry: false });
      return (
        <PagedList query={query} label="Words" empty="No words" onPage={onPage}>
          {(word) => <li key={word}>{word}</li>}
        </PagedList>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <List />
      </QueryClientProvider>,
    );
  }

  it('lists the page in a named list, with a pager that asks for the next page', async () => {
    const asked: number[] = [];
    renderList(
      () => Promise.resolve(words(['scam', 'fake'], 2, 3)),
      (page) => asked.push(page),
    );
    const list = await screen.findByRole('list', { name: 'Words' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'scam',
      'fake',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(asked).toEqual([3]);
  });

  it('says it has nothing, with no list and no pager', async () => {
    renderList(
      () => Promise.resolve(words([], 1, 1)),
      () => undefined,
    );
    expect(await screen.findByText('No words')).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
