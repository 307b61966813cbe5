import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshLists } from './use-refresh-lists';

const USERS = '/user?page=1&pageSize=10';
const DIRECTORY = '/user/directory?page=1&pageSize=50';

function Users() {
  const { data } = useSWR<string>(USERS);
  return <p>{data}</p>;
}

function Directory() {
  const { data } = useSWRInfinite<string>((index) => (index === 0 ? DIRECTORY : null), { revalidateFirstPage: false });
  return <p>{data?.[0]}</p>;
}

function Harness({ paths }: { paths: string[] }) {
  const [directory, setDirectory] = useState(true);
  const refresh = useRefreshLists();
  return (
    <>
      <button type="button" onClick={() => setDirectory((shown) => !shown)}>
        toggle
      </button>
      <button type="button" onClick={() => void refresh(paths)}>
        refresh
      </button>
      <Users />
      {directory && <Directory />}
    </>
  );
}

describe('useRefreshLists', () => {
  it("refetches the lists on screen and makes a 'Load more' list load afresh when it opens next", async () => {
    const calls: string[] = [];
    const fetcher = vi.fn(async (key: string) => {
      calls.push(key);
      return `${key} #${calls.filter((k) => k === key).length}`;
    });
    const cache = new Map();
    render(
      <SWRConfig value={{ provider: () => cache, fetcher, dedupingInterval: 0 }}>
        <Harness paths={['/user']} />
      </SWRConfig>,
    );
    expect(await screen.findByText(`${USERS} #1`)).toBeInTheDocument();
    expect(await screen.findByText(`${DIRECTORY} #1`)).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    act(() => screen.getByRole('button', { name: 'refresh' }).click());
    expect(await screen.findByText(`${USERS} #2`)).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(await screen.findByText(`${DIRECTORY} #2`)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((key) => key === DIRECTORY)).toHaveLength(2));
  });

  it('leaves other lists alone', async () => {
    const fetcher = vi.fn(async (key: string) => key);
    render(
      <SWRConfig value={{ provider: () => new Map(), fetcher, dedupingInterval: 0 }}>
        <Harness paths={['/users', '/chapter']} />
      </SWRConfig>,
    );
    await screen.findByText(USERS);
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    expect(fetcher.mock.calls.filter(([key]) => key === USERS)).toHaveLength(1);
  });
});
