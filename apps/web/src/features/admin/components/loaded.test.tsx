import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loaded } from './loaded';

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
